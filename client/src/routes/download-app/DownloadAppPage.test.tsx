import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listenForInstallOffer } from '../../lib/installPrompt';
import { DownloadAppPage } from './DownloadAppPage';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from './storeLinks';

/** What Chromium fires when it would install the site: `prompt()` shows its dialog, `userChoice` says the answer. */
function offerInstallation() {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  return offer;
}

beforeAll(() => {
  listenForInstallOffer();
});

describe('/download-app', () => {
  it('shows the store buttons and both QR codes, and no install button where the browser offers none', () => {
    render(<DownloadAppPage />);
    expect(screen.getByRole('link', { name: /App Store/ }).getAttribute('href')).toBe(APP_STORE_URL);
    expect(screen.getByRole('link', { name: /Google Play/ }).getAttribute('href')).toBe(GOOGLE_PLAY_URL);
    expect(screen.getByRole('img', { name: 'QR code to get the Indore Drive app for Android' }).getAttribute('src')).toBe(
      '/qr-android.svg',
    );
    expect(screen.getByRole('img', { name: 'QR code to get the Indore Drive app for iOS' }).getAttribute('src')).toBe('/qr-ios.svg');
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it("adds 'Install the app' once the browser offers installation; it opens the browser's dialog, once", async () => {
    render(<DownloadAppPage />);
    const offer = offerInstallation();
    // Caught for the button: the browser's own mini-infobar stays away.
    expect(offer.defaultPrevented).toBe(true);
    const install = screen.getByRole('button', { name: 'Install the app' });
    // The store buttons stay.
    expect(screen.getByRole('link', { name: /Google Play/ })).toBeTruthy();
    await act(async () => {
      fireEvent.click(install);
    });
    expect(offer.prompt).toHaveBeenCalledOnce();
    // An offer can be used once.
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });
});
