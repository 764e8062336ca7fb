import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../test/renderAt';
import { Header } from '../components/header/Header';
import { i18n } from './i18n';

describe('the header language switch', () => {
  it('switches the site to Hindi and back: texts, <html lang>, the device and the URL follow', async () => {
    const user = userEvent.setup();
    renderAt('/', <Header />);
    const header = screen.getByRole('banner');
    const switcher = within(header).getByRole('group', { name: 'Language' });
    expect(within(switcher).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('en');

    await user.click(within(switcher).getByRole('button', { name: 'हिन्दी' }));
    const nav = await within(header).findByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getByRole('link', { name: 'कार बुक करें' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    expect(window.localStorage.getItem('lang')).toBe('hi');
    expect(new URL(window.location.href).searchParams.get('lang')).toBe('hi');
    expect(i18n.language).toBe('hi');

    await user.click(within(screen.getByRole('group', { name: 'भाषा' })).getByRole('button', { name: 'English' }));
    const english = await within(header).findByRole('navigation', { name: 'Main' });
    expect(within(english).getByRole('link', { name: 'Book your car' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(new URL(window.location.href).searchParams.has('lang')).toBe(false);
  });
});

describe('the admin', () => {
  it('stays English when the customer site is in Hindi', async () => {
    const { EnglishOnly } = await import('./EnglishOnly');
    const { StatusBadge } = await import('../components/StatusBadge');
    await i18n.changeLanguage('hi');
    renderAt(
      '/',
      <>
        <StatusBadge status="Pending" />
        <EnglishOnly>
          <StatusBadge status="Accepted" />
        </EnglishOnly>
      </>,
    );
    expect(await screen.findByText('लंबित')).toBeTruthy();
    expect(await screen.findByText('Accepted')).toBeTruthy();
    expect(screen.getByText('Accepted').closest('[lang]')?.getAttribute('lang')).toBe('en');
  });
});

describe('texts with a link inside', () => {
  it('render the link with its words, in both languages', async () => {
    const { Trans } = await import('react-i18next');
    const { render } = await import('@testing-library/react');
    // biome-ignore lint/a11y/useAnchorContent: Trans fills the link with the translation's words
    const ui = () => <Trans i18nKey="faqPage.still" components={{ go: <a href="#/contact" /> }} />;
    const { unmount } = render(ui());
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('#/contact');
    unmount();
    await i18n.changeLanguage('hi');
    render(ui());
    expect(screen.getByRole('link', { name: 'हमसे संपर्क करें' })).toBeTruthy();
  });
});
