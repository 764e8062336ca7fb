import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './Header';
import { renderAt } from '../../test/renderAt';

const searchBox = () => screen.getByRole('searchbox', { name: 'Search cars by name or location' });

describe('Header', () => {
  it('sends the search to the car listing with the trimmed text', () => {
    renderAt('/about', <Header />);
    fireEvent.change(searchBox(), { target: { value: '  Swift dzire ' } });
    fireEvent.submit(searchBox().closest('form')!);
    expect(screen.getByTestId('location').textContent).toBe('/services/bookcar?search=Swift+dzire');
  });

  it('does nothing for an empty or blank search', () => {
    renderAt('/about', <Header />);
    fireEvent.submit(searchBox().closest('form')!);
    fireEvent.change(searchBox(), { target: { value: '   ' } });
    fireEvent.submit(searchBox().closest('form')!);
    expect(screen.getByTestId('location').textContent).toBe('/about');
  });

  it('lists the navigation links of the spec, with Login while signed out', () => {
    renderAt('/', <Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Book your car', '/services/bookcar'],
      ['Register & Earn', '/services/registercar'],
      ['FAQs', '/faqs'],
      ['Blogs', '/blogs'],
      ['Contact', '/contact'],
      ['Download App', '/download-app'],
      ['Login', '/userlogin'],
      ['Show Bookings', '/bookings'],
      ['Account Settings', '/profile'],
    ]);
  });

  it('hides Login and shows the profile menu with Logout when signed in', () => {
    sessionStorage.setItem('token', 't1');
    sessionStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha', phone: '9000000000', email: 'a@example.com' }));
    renderAt('/', <Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open profile menu' }));
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
    // Issue 32: the bookings are one tap from the avatar, as on every phone.
    expect(screen.getByRole('menuitem', { name: 'My Bookings' }).getAttribute('href')).toBe('/bookings');
  });

  it('falls back to the default profile picture when the picture fails to load', () => {
    sessionStorage.setItem('token', 't1');
    sessionStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha', profilePic: 'gone.png' }));
    renderAt('/', <Header />);
    const picture = screen.getByRole('img', { name: 'Profile' });
    expect(picture.getAttribute('src')).toBe('/uploads/gone.png');
    fireEvent.error(picture);
    expect(picture.getAttribute('src')).toBe('/default-avatar.svg');
  });

  it('opens the mobile drawer with the same links', () => {
    renderAt('/', <Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(drawer).getAllByRole('link')).toHaveLength(11);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('makes the drawer a dialog for the keyboard: focus in, kept in, Escape closes, focus back on the menu button', async () => {
    const user = userEvent.setup();
    renderAt('/', <Header />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    await user.keyboard('{Enter}');
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(drawer).getByRole('link', { name: 'Account Settings' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
    for (let i = 0; i < 12; i += 1) await user.tab();
    expect(drawer.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
