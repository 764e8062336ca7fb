import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { NearScreen } from './NearScreen';

let reportIntersecting: ((yes: boolean) => void) | null = null;
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    reportIntersecting = (yes) => callback([{ isIntersecting: yes }]);
  }
  observe() {}
  disconnect() {}
}
let idle: (() => void) | null = null;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  reportIntersecting = null;
  idle = null;
});

function stubBrowser(readyState: DocumentReadyState) {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const request = (callback: () => void) => {
    idle = callback;
    return 1;
  };
  vi.stubGlobal('requestIdleCallback', request);
  vi.stubGlobal('cancelIdleCallback', () => {});
  Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: () => {} });
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
}

describe('NearScreen', () => {
  it('holds the place with a box while the page loads, and renders its part when it comes near the screen', () => {
    stubBrowser('loading');
    const { container } = render(
      <NearScreen minHeight={480}>
        <p>Frequently asked</p>
      </NearScreen>,
    );
    expect(screen.queryByText('Frequently asked')).toBeNull();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('480px');
    act(() => reportIntersecting?.(false));
    expect(screen.queryByText('Frequently asked')).toBeNull();
    act(() => reportIntersecting?.(true));
    expect(screen.getByText('Frequently asked')).toBeTruthy();
  });

  it('renders its part 5 s after the page has loaded, once the browser is idle, without scrolling', () => {
    vi.useFakeTimers();
    stubBrowser('complete');
    render(
      <NearScreen>
        <p>Quick booking</p>
      </NearScreen>,
    );
    act(() => vi.advanceTimersByTime(4999));
    expect(idle).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Quick booking')).toBeNull();
    act(() => idle?.());
    expect(screen.getByText('Quick booking')).toBeTruthy();
  });
});
