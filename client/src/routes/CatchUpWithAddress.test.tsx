import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { CatchUpWithAddress } from './CatchUpWithAddress';

/** Moves the address without an event, as a change that came before HashRouter listened looks to it. */
function MoveAddressWhileRendering({ to }: { to: string }) {
  if (window.location.hash !== to) window.history.replaceState(null, '', to);
  return null;
}

function renderApp(withCatchUp: boolean) {
  return render(
    <HashRouter>
      {withCatchUp && <CatchUpWithAddress />}
      <MoveAddressWhileRendering to="#/services/bookcar?search=swift" />
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/services/bookcar" element={<h1>Book your car</h1>} />
      </Routes>
    </HashRouter>,
  );
}

describe('a route change during the start', () => {
  it('shows the screen of the address as it is at the first commit', async () => {
    window.history.replaceState(null, '', '#/');
    renderApp(true);
    expect(await screen.findByRole('heading', { name: 'Book your car' })).toBeTruthy();
  });

  it('is lost without it (the race this guards against)', () => {
    window.history.replaceState(null, '', '#/');
    renderApp(false);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(window.location.hash).toBe('#/services/bookcar?search=swift');
  });
});
