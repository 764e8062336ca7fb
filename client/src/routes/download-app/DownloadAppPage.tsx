import { useTranslation } from 'react-i18next';
import { useSyncExternalStore } from 'react';
import { AppleIcon, PlayStoreIcon } from '../../components/icons';
import { canInstall, install, onInstallOfferChange } from '../../lib/installPrompt';
import { useSite } from '../../site/SiteContext';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from './storeLinks';
import './download-app.css';

export function DownloadAppPage() {
  const { t } = useTranslation();
  const { siteName } = useSite();
  // Shown only where the browser offers installation (beforeinstallprompt): the app is this site, installed.
  const installable = useSyncExternalStore(onInstallOfferChange, canInstall);
  return (
    <section className="download-app container">
      <div className="download-app__text">
        <h1>{t('downloadApp.heading', { siteName })}</h1>
        <p>{t('downloadApp.text')}</p>
        <div className="store-buttons">
          <a className="store-button" href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
            <AppleIcon size={28} />
            <span>
              <small>{t('downloadApp.appStore')}</small>
              <strong>App Store</strong>
            </span>
          </a>
          <a className="store-button" href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer">
            <PlayStoreIcon size={26} />
            <span>
              <small>{t('downloadApp.googlePlay')}</small>
              <strong>Google Play</strong>
            </span>
          </a>
        </div>
        {installable && (
          <button type="button" className="btn btn--accent btn--large download-app__install" onClick={() => void install()}>
            {t('downloadApp.install')}
          </button>
        )}
      </div>
      <div className="download-app__qr">
        <figure>
          <img src="/qr-android.svg" alt={t('downloadApp.qrAndroid', { siteName })} width={160} height={160} />
          <figcaption>{t('downloadApp.scanAndroid')}</figcaption>
        </figure>
        <figure>
          <img src="/qr-ios.svg" alt={t('downloadApp.qrIos', { siteName })} width={160} height={160} />
          <figcaption>{t('downloadApp.scanIos')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
