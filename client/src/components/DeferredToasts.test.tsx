import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { loadToastify } from '../lib/toast';
import { DeferredToasts } from './DeferredToasts';

describe('DeferredToasts', () => {
  it('mounts nothing, and downloads nothing, until some code wants a toast (issue 33)', async () => {
    render(<DeferredToasts />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.querySelector('.Toastify')).toBeNull();
    void loadToastify();
    expect(await screen.findByRole('region', { name: 'Notifications Alt+T' })).toBeTruthy();
  });

  it('names its live region as react-toastify does in English, with the key that jumps to it', async () => {
    render(<DeferredToasts />);
    expect(await screen.findByRole('region', { name: 'Notifications Alt+T' })).toBeTruthy();
  });

  it('names it in Hindi on a Hindi page, from the catalogue (issue 32)', async () => {
    await i18n.changeLanguage('hi');
    render(<DeferredToasts />);
    expect(await screen.findByRole('region', { name: 'सूचनाएँ Alt+T' })).toBeTruthy();
  });

  it("names a toast's close button in the page's language", async () => {
    await i18n.changeLanguage('hi');
    render(<DeferredToasts />);
    await screen.findByRole('region', { name: 'सूचनाएँ Alt+T' });
    const { toast } = await import('react-toastify');
    act(() => {
      toast.info('नमस्ते');
    });
    // The library's own is named "close" in every language; its exit animation does not run here.
    expect(await screen.findByRole('button', { name: 'बंद करें' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'close' })).toBeNull();
  });

  it("names a toast's progress bar from the catalogue, in Hindi on a Hindi page (issue 32)", async () => {
    await i18n.changeLanguage('hi');
    render(<DeferredToasts />);
    await screen.findByRole('region', { name: 'सूचनाएँ Alt+T' });
    const { toast } = await import('react-toastify');
    act(() => {
      toast.info('नमस्ते', { toastId: 'timer-hi' });
    });
    const bar = await screen.findByRole('progressbar', { hidden: true, name: 'सूचना का समय' });
    expect(bar).toBeTruthy();
    expect(document.querySelector('[aria-label="notification timer"]')).toBeNull();
  });
});
