import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';

/** A page with a button that opens a dialog of two fields, and a link behind it. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a href="#behind">Behind</a>
      <button type="button" onClick={() => setOpen(true)}>
        Book Now
      </button>
      {open && (
        <Modal
          title="Complete Your Booking"
          onClose={() => setOpen(false)}
          footer={
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          }
        >
          <label>
            Pickup <input />
          </label>
        </Modal>
      )}
    </>
  );
}

/** The focused element as a screen reader names it, near enough. */
const focused = () => {
  const el = document.activeElement as HTMLElement;
  return el.getAttribute('aria-label') || el.textContent || el.tagName;
};
const dialog = () => screen.queryByRole('dialog', { name: 'Complete Your Booking' });

async function openWithKeyboard() {
  const user = userEvent.setup();
  render(<Page />);
  screen.getByRole('button', { name: 'Book Now' }).focus();
  await user.keyboard('{Enter}');
  expect(dialog()).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));
  return user;
}

describe('Modal for the keyboard', () => {
  it('is announced as a modal dialog named by its title', async () => {
    await openWithKeyboard();
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openWithKeyboard();
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      seen.push(focused());
    }
    expect(seen).toEqual(['INPUT', 'Cancel', 'Close', 'INPUT']);
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    await user.tab({ shift: true });
    expect(focused()).toBe('Close');
    await user.tab({ shift: true });
    expect(focused()).toBe('Cancel');
  });

  it('brings focus that got outside (a script, a press) back in on the next Tab', async () => {
    const user = await openWithKeyboard();
    screen.getByRole('link', { name: 'Behind', hidden: true }).focus();
    await user.tab();
    expect(dialog()!.contains(document.activeElement)).toBe(true);
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    const user = await openWithKeyboard();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Book Now' })));
  });

  it('gives focus back on Cancel and on a press on the backdrop too', async () => {
    const user = await openWithKeyboard();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(dialog()).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Book Now' })));

    await user.keyboard('{Enter}');
    await waitFor(() => expect(dialog()!.contains(document.activeElement)).toBe(true));
    fireEvent.click(document.querySelector('.modal__backdrop')!);
    expect(dialog()).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Book Now' })));
  });

  it('locks the page scroll while open', async () => {
    const user = await openWithKeyboard();
    expect(document.body.classList.contains('no-scroll')).toBe(true);
    await user.keyboard('{Escape}');
    expect(document.body.classList.contains('no-scroll')).toBe(false);
  });
});
