import { useSite } from '../site/SiteContext';

/** Google's keyless embed of the service city (the server's CSP allows this frame source). */
export function MapEmbed({ title }: { title?: string }) {
  const { city } = useSite();
  return (
    <div className="map-embed">
      <iframe title={title ?? `Map of ${city}`} src={`https://www.google.com/maps?q=${encodeURIComponent(city)}&output=embed`}
        loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
    </div>
  );
}
