import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminCard } from './AdminCard';

// happy-dom has no window.confirm: each test puts its answer in.
const answer = (yes: boolean) => vi.fn<(message?: string) => boolean>(() => yes);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminCard', () => {
  it('is a list item named by its label, with its body and actions before Delete', () => {
    render(
      <ul>
        <AdminCard label="Weekend drives" actions={<button type="button">Edit</button>} busy={false} onDelete={() => {}}>
          <h3>Weekend drives</h3>
        </AdminCard>
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: 'Weekend drives' });
    expect(within(card).getByRole('heading', { name: 'Weekend drives' })).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Delete']);
  });

  it('asks before Delete and calls onDelete only when confirmed', () => {
    const onDelete = vi.fn();
    const confirm = answer(false);
    vi.stubGlobal('confirm', confirm);
    render(<AdminCard look="car" label="Swift" confirm="Delete Swift? This cannot be undone." busy={false} onDelete={onDelete} />);
    const remove = within(screen.getByRole('article', { name: 'Swift' })).getByRole('button', { name: 'Delete' });
    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Delete Swift? This cannot be undone.');
    expect(onDelete).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    fireEvent.click(remove);
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('deletes at once where the screen asks nothing, and not while busy', () => {
    const onDelete = vi.fn();
    const { rerender } = render(<AdminCard label="Offer 1" busy onDelete={onDelete} />);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    rerender(<AdminCard label="Offer 1" deleteLabel="Remove block" busy={false} onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove block' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
