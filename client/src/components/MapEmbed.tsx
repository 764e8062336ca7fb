import { useRef } from 'react';
import { useCityName, useSite } from '../site/SiteContext';
import { useTranslation } from 'react-i18next';
import { useNearScreen } from './useNearScreen';

/**
 * Google's keyless embed of the service city (the server's CSP allows this frame source), with the address and an
 * "Open in Maps" link always under it: blocked frames, data saver or no connection leave a blank box otherwise.
 * The frame is made only when the map comes near the screen: creating one costs a phone's main thread even when
 * its loading is lazy, and on home and contact the map is far below the first screen. A box of its size holds the
 * place meanwhile, so nothing moves.
 */
export function MapEmbed({ title }: { title?: string }) {
  const { t } = useTranslation();
  // Maps searches the configured name; people read it in their language.
  const query = encodeURIComponent(useSite().city);
  const city = useCityName();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box);
  return (
    <div className="map-embed" ref={box}>
      {near ? (
        <iframe
          title={title ?? t('common.mapOf', { city })}
          src={`https://www.google.com/maps?q=${query}&output=embed`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <div className="map-embed__frame" aria-hidden="true" />
      )}
      <p className="map-embed__address">
        {city}
        {' · '}
        <a href={`https://www.google.com/maps/search/?api=1&query=${query}`} target="_blank" rel="noopener noreferrer">
          {t('common.openInMaps')}
        </a>
      </p>
    </div>
  );
}
