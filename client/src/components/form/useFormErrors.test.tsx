import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useFormErrors } from './useFormErrors';

function TwoFields({ found }: { found: Record<string, string | undefined> }) {
  const { errors, check, clear } = useFormErrors<'name' | 'email'>('t-');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (check(found)) e.currentTarget.dataset.sent = 'yes';
      }}
    >
      <input id="t-name" aria-label="Name" onChange={() => clear('name')} />
      {errors.name && <p>{errors.name}</p>}
      <input id="t-email" aria-label="Email" />
      {errors.email && <p>{errors.email}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFormErrors', () => {
  it('shows every message and focuses the first invalid field', () => {
    render(<TwoFields found={{ name: undefined, email: 'Valid email required' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Valid email required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it("answers true with no messages, and a change clears its field's message", () => {
    const { rerender, container } = render(<TwoFields found={{ name: 'Name is required' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'A' } });
    expect(screen.queryByText('Name is required')).toBeNull();
    rerender(<TwoFields found={{}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(container.querySelector('form')?.dataset.sent).toBe('yes');
  });
});
