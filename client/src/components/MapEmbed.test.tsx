import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { MapEmbed } from './MapEmbed';

let reportIntersecting: ((yes: boolean) => void) | null = null;
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    reportIntersecting = (yes) => callback([{ isIntersecting: yes }]);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  reportIntersecting = null;
});

describe('MapEmbed', () => {
  it('holds the place with a box until the map comes near the screen, then makes the frame; the link is always there', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(<MapEmbed title="Map of Indore" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('.map-embed__frame')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Open in Maps' })).toBeTruthy();
    act(() => reportIntersecting?.(false));
    expect(container.querySelector('iframe')).toBeNull();
    act(() => reportIntersecting?.(true));
    expect(screen.getByTitle('Map of Indore').tagName).toBe('IFRAME');
    expect(container.querySelector('.map-embed__frame')).toBeNull();
  });

  it('names the city in Hindi on a Hindi page, and still asks Maps for the configured name (issue 32)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await i18n.changeLanguage('hi');
    const { container } = render(<MapEmbed />);
    expect(screen.getByTitle('इंदौर का नक्शा').getAttribute('src')).toBe('https://www.google.com/maps?q=Indore&output=embed');
    expect(container.querySelector('.map-embed__address')?.textContent).toMatch(/^इंदौर · /);
  });

  it('makes the frame at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<MapEmbed title="Map of Indore" />);
    expect(screen.getByTitle('Map of Indore').tagName).toBe('IFRAME');
  });
});
