import { ContentPage } from '../../components/ContentPage';

/** Slot: one blog (image, heading, content; 'Loading...' until fetched). Content feature; the id is useParams().id. */
export function BlogDetailPage() {
  return (
    <ContentPage title="Blog" />
  );
}
