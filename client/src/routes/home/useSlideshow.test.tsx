import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HeroSlider } from './HeroSlider';

function activeHeading() {
  return document.querySelector('.hero__slide--active h2')?.textContent;
}

function stubHover(canHover: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: hover)' && canHover, media: query }));
}

describe('hero slider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const renderSlider = () =>
    render(
      <MemoryRouter>
        <HeroSlider />
      </MemoryRouter>,
    );

  it('stops with the pause button and plays again (WCAG 2.2.2)', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(activeHeading()).toBe('Your Ride, Your Way');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(activeHeading()).toBe('Affordable & Reliable');
  });

  it('keeps the first slide while the page is still loading, then advances every 3 seconds from its load', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      renderSlider();
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(activeHeading()).toBe('Your Ride, Your Way');
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(activeHeading()).toBe('Affordable & Reliable');
    } finally {
      readyState.mockRestore();
    }
  });

  it('advances every 3 seconds and wraps to the first slide', () => {
    renderSlider();
    expect(activeHeading()).toBe('Your Ride, Your Way');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(activeHeading()).toBe('Your Ride, Your Way');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(activeHeading()).toBe('Affordable & Reliable');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(activeHeading()).toBe('Explore Without Limits');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(activeHeading()).toBe('Your Ride, Your Way');
  });

  it('has previous/next arrows and dots, each slide with a Book Now link to the car listing', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeHeading()).toBe('Explore Without Limits');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeHeading()).toBe('Your Ride, Your Way');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2: Affordable & Reliable' }));
    expect(activeHeading()).toBe('Affordable & Reliable');
    const links = document.querySelectorAll('.hero__slide a');
    expect([...links].map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      Array(3).fill(['Book Now', '/services/bookcar']),
    );
  });

  it('pauses on hover on hover-capable devices', () => {
    stubHover(true);
    renderSlider();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Highlights' }));
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(activeHeading()).toBe('Your Ride, Your Way');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Highlights' }));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(activeHeading()).toBe('Affordable & Reliable');
  });

  it('keeps going on touch devices, where hover is emulated', () => {
    stubHover(false);
    renderSlider();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Highlights' }));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(activeHeading()).toBe('Affordable & Reliable');
  });
});
