import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteProvider } from '../../site/SiteContext';
import { i18n } from '../../i18n/i18n';
import { Footer } from './Footer';
import { FloatingContactLinks } from './FloatingContactLinks';

const site = { siteName: 'Test Drive', contactPhone: '9123456780', contactEmail: 'care@test.example', city: 'Bhopal' };

function renderFooter(settings = site) {
  return render(
    <SiteProvider settings={settings}>
      <MemoryRouter>
        <Footer />
        <FloatingContactLinks />
      </MemoryRouter>
    </SiteProvider>,
  );
}

describe('footer', () => {
  it('shows the runtime contact phone, e-mail and city address', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+91 9123456780' }).getAttribute('href')).toBe('tel:+919123456780');
    expect(within(footer).getByRole('link', { name: 'care@test.example' }).getAttribute('href')).toBe('mailto:care@test.example');
    expect(within(footer).getByText('Bhopal, Madhya Pradesh, India')).toBeTruthy();
  });

  it('names the city in Hindi on a Hindi page: इंदौर, मध्य प्रदेश, भारत (issue 32)', async () => {
    await i18n.changeLanguage('hi');
    renderFooter({ ...site, city: 'Indore' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('इंदौर, मध्य प्रदेश, भारत')).toBeTruthy();
    expect(within(footer).getByText(/^इंदौर में सेल्फ़-ड्राइव कारें/)).toBeTruthy();
    expect(footer.textContent).not.toContain('Indore');
  });

  it('shows a city it cannot translate as configured', async () => {
    await i18n.changeLanguage('hi');
    renderFooter({ ...site, city: 'Goa' });
    expect(within(screen.getByRole('contentinfo')).getByText('Goa, मध्य प्रदेश, भारत')).toBeTruthy();
  });

  it('links to the four policy pages', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    for (const [label, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Cookie Policy', '/cookie-policy'],
      ['Terms & Conditions', '/terms'],
      ['Cancellation & Refund', '/policies'],
    ]) {
      expect(within(footer).getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    }
  });

  it('has fixed messaging, call and SMS links to the contact phone', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Message us on WhatsApp' }).getAttribute('href')).toBe('https://wa.me/919123456780');
    expect(screen.getByRole('link', { name: 'Call us at 9123456780' }).getAttribute('href')).toBe('tel:+919123456780');
    expect(screen.getByRole('link', { name: 'Send us an SMS at 9123456780' }).getAttribute('href')).toBe('sms:+919123456780');
  });
});
