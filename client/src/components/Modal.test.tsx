import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Book Now</button>
      <button type="button">Behind</button>
      {open && (
        <Modal title="Book Swift" onClose={() => setOpen(false)} footer={<button type="submit">Book</button>}>
          <label>Pick-up date <input /></label>
        </Modal>
      )}
    </>
  );
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey });

describe('Modal', () => {
  it('is announced as a modal dialog by its title and takes the focus', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Book Swift' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside: past the last control to the first, and back', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const book = screen.getByRole('button', { name: 'Book' });
    book.focus();
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(book);
    // Focus that got outside somehow is brought back in.
    screen.getByRole('button', { name: 'Behind', hidden: true }).focus();
    tab();
    expect(document.activeElement).toBe(close);
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' })],
    ['the Close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('closes with %s and gives the focus back to the button that opened it', (_how, close) => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Book Now' });
    opener.focus();
    fireEvent.click(opener);
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
