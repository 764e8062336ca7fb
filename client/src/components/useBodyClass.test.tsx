import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useBodyClass } from './useBodyClass';

const marked = () => document.body.classList.contains('overlay-open');

describe('useBodyClass', () => {
  it('keeps the class while any holder is open: a dropdown closing under a dialog does not take it away', () => {
    const dropdown = renderHook(({ open }) => useBodyClass('overlay-open', open), { initialProps: { open: true } });
    const dialog = renderHook(() => useBodyClass('overlay-open', true));
    expect(marked()).toBe(true);
    dropdown.rerender({ open: false });
    expect(marked()).toBe(true);
    dialog.unmount();
    expect(marked()).toBe(false);
    dropdown.rerender({ open: true });
    expect(marked()).toBe(true);
    dropdown.unmount();
    expect(marked()).toBe(false);
  });
});
