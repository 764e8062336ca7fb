import { AdminScreen } from '../AdminScreen';

/** Slot: blog form (heading, image, content) plus list with Edit and Delete. Content admin feature. */
export function EditBlogsPage() {
  return <AdminScreen title="Blogs" />;
}
