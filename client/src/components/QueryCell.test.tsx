import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryCell } from './QueryCell';

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryCell', () => {
  it('shows Loading until the first answer', () => {
    render(
      <QueryCell data={undefined} isEmpty={(d: string[]) => d.length === 0}>
        {list}
      </QueryCell>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it("shows the screen's empty text for an empty answer", () => {
    render(
      <QueryCell data={[]} isEmpty={(d: string[]) => d.length === 0} empty={<p>No blogs found.</p>}>
        {list}
      </QueryCell>,
    );
    expect(screen.getByText('No blogs found.')).toBeTruthy();
  });

  it('shows the answer on success, and keeps it when a later read fails', () => {
    render(
      <QueryCell data={['Swift']} error={new Error('refresh failed')}>
        {list}
      </QueryCell>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Swift');
  });

  it('shows a failure in the page, logs it, and Retry reads again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const retry = vi.fn(async () => undefined);
    render(
      <QueryCell data={undefined} error={new Error('down')} what="the cars" failure="Failed to load cars." retry={retry}>
        {list}
      </QueryCell>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to load cars.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
    expect(log).toHaveBeenCalledWith('Could not load the cars:', expect.any(Error));
    log.mockRestore();
  });

  it('shows nothing for a failure the screen only logs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <QueryCell data={undefined} error={new Error('down')} what="the offers" failure={null}>
        {list}
      </QueryCell>,
    );
    expect(container.innerHTML).toBe('');
    vi.restoreAllMocks();
  });
});
