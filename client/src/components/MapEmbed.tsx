import { useSite } from '../site/SiteContext';

/**
 * Google's keyless embed of the service city (the server's CSP allows this frame source), with the address and an
 * "Open in Maps" link always under it: blocked frames, data saver or no connection leave a blank box otherwise.
 */
export function MapEmbed({ title }: { title?: string }) {
  const { city } = useSite();
  const query = encodeURIComponent(city);
  return (
    <div className="map-embed">
      <iframe title={title ?? `Map of ${city}`} src={`https://www.google.com/maps?q=${query}&output=embed`}
        loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
      <p className="map-embed__address">
        {city}{' · '}
        <a href={`https://www.google.com/maps/search/?api=1&query=${query}`} target="_blank" rel="noopener noreferrer">Open in Maps</a>
      </p>
    </div>
  );
}
