import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setSocketStatus, usePollingFallback } from './socketStatus';

function PollInterval() {
  return <p>{usePollingFallback(3000)}</p>;
}

describe('socket status', () => {
  it('polls at the given interval only while the socket is not connected', () => {
    render(<PollInterval />);
    expect(screen.getByText('3000')).toBeTruthy();
    act(() => setSocketStatus('connected'));
    expect(screen.getByText('0')).toBeTruthy();
    act(() => setSocketStatus('down'));
    expect(screen.getByText('3000')).toBeTruthy();
  });
});

function AdminPollInterval() {
  return <p>admin {usePollingFallback(5000, 'admin')}</p>;
}

describe('admin socket status', () => {
  it('is tracked apart from the customer socket', () => {
    act(() => setSocketStatus('down'));
    render(
      <>
        <PollInterval />
        <AdminPollInterval />
      </>,
    );
    expect(screen.getByText('admin 5000')).toBeTruthy();
    act(() => setSocketStatus('connected', 'admin'));
    expect(screen.getByText('admin 0')).toBeTruthy();
    expect(screen.getByText('3000')).toBeTruthy();
    act(() => setSocketStatus('down', 'admin'));
    expect(screen.getByText('admin 5000')).toBeTruthy();
  });
});
