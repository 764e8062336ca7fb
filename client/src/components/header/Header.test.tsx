import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
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
    const links = within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'], ['About', '/about'], ['Book your car', '/services/bookcar'], ['Register & Earn', '/services/registercar'],
      ['FAQs', '/faqs'], ['Blogs', '/blogs'], ['Contact', '/contact'], ['Download App', '/download-app'],
      ['Login', '/userlogin'], ['Show Bookings', '/bookings'], ['Account Settings', '/profile'],
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
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(within(drawer).getByRole('navigation', { name: 'Mobile' })).getAllByRole('link')).toHaveLength(11);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('keeps the focus in the open drawer, closes it with Escape and gives the focus back to the menu button', () => {
    renderAt('/', <Header />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    fireEvent.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(drawer.contains(document.activeElement)).toBe(true);
    const links = within(drawer).getAllByRole('link');
    links[links.length - 1].focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Close menu' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(links[links.length - 1]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
