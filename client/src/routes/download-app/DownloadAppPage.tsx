import { useSyncExternalStore } from 'react';
import { AppleIcon, PlayStoreIcon } from '../../components/icons';
import { canInstall, install, onInstallOfferChange } from '../../lib/installPrompt';
import { useSite } from '../../site/SiteContext';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from './storeLinks';
import './download-app.css';

export function DownloadAppPage() {
  const { siteName } = useSite();
  // Shown only where the browser offers installation (beforeinstallprompt): the app is this site, installed.
  const installable = useSyncExternalStore(onInstallOfferChange, canInstall);
  return (
    <section className="download-app container">
      <div className="download-app__text">
        <h1>Get {siteName} App</h1>
        <p>
          Book rides in a few taps, manage your trips on the go, and unlock exclusive offers only for app users. Track your booking status,
          get notified the moment it is accepted, and reach us 24/7 from your pocket.
        </p>
        <div className="store-buttons">
          <a className="store-button" href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
            <AppleIcon size={28} />
            <span>
              <small>Download on the </small>
              <strong>App Store</strong>
            </span>
          </a>
          <a className="store-button" href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer">
            <PlayStoreIcon size={26} />
            <span>
              <small>GET IT ON </small>
              <strong>Google Play</strong>
            </span>
          </a>
        </div>
        {installable && (
          <button type="button" className="btn btn--accent btn--large download-app__install" onClick={() => void install()}>
            Install the app
          </button>
        )}
      </div>
      <div className="download-app__qr">
        <figure>
          <img src="/qr-android.svg" alt={`QR code to get the ${siteName} app for Android`} width={160} height={160} />
          <figcaption>Scan for Android</figcaption>
        </figure>
        <figure>
          <img src="/qr-ios.svg" alt={`QR code to get the ${siteName} app for iOS`} width={160} height={160} />
          <figcaption>Scan for iOS</figcaption>
        </figure>
      </div>
    </section>
  );
}
