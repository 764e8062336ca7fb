import { ContentPage } from '../../components/ContentPage';

/** Slot: blog cards (date, heading, first 120 characters, Read More; 'No blogs found.'). Content feature. */
export function BlogsPage() {
  return (
    <ContentPage title="Blogs" intro="Drives, tips and news from our team." />
  );
}
