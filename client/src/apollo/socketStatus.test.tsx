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
