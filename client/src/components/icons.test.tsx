import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BellIcon, ToneIcon } from './notifications/NotificationIcons';
import { Icon, SearchIcon, XIcon } from './icons';

const svgOf = (container: HTMLElement) => container.querySelector('svg')!;

describe('Icon, the base of every icon', () => {
  it('is decorative: hidden from assistive technology and never focused', () => {
    const svg = svgOf(render(<Icon />).container);
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('width')).toBe('20');
  });

  it('draws line icons stroked and brand marks filled, at the size asked for', () => {
    const line = svgOf(render(<SearchIcon size={18} />).container);
    expect([line.getAttribute('width'), line.getAttribute('fill'), line.getAttribute('stroke')]).toEqual(['18', 'none', 'currentColor']);
    const brand = svgOf(render(<XIcon />).container);
    expect([brand.getAttribute('fill'), brand.getAttribute('stroke')]).toEqual(['currentColor', null]);
  });

  it("is the notifications' base too: the bell and the tone marks", () => {
    for (const icon of [<BellIcon key="bell" />, <ToneIcon key="tone" tone="accepted" />]) {
      const svg = svgOf(render(icon).container);
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('focusable')).toBe('false');
    }
  });
});
