// Issue 32: the mail's sign-in link, opened in a new tab, signs in the tab waiting at the code step for that e-mail,
// which goes on with the booking in progress. One tab is rendered here; the other speaks the session channel as its
// own document would (another tab id, Node's real BroadcastChannel).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { renderAt } from '../../test/renderAt';
import { CUSTOMER } from '../../test/testCustomer';
import { i18n } from '../../i18n/i18n';
import { verifySignInLinkDocument } from './useVerifySignInLinkMutation';
import { bookCarReturnPath, rememberReturn } from '../../session/returnTo';
import { awaitSignInElsewhere, handOverSignIn } from '../../session/signInChannel';
import { UserLoginPage } from './UserLoginPage';
import { USER, fillInfo, sendAnswers } from './loginTestKit';

const TOKEN = 'y'.repeat(40);
const LINK = { request: { query: verifySignInLinkDocument, variables: { signin: TOKEN } } };
const LINK_SIGNS_IN = { ...LINK, result: { data: { verifySignInLink: { __typename: 'AuthPayload', token: 'tok-link', user: USER } } } };
const BOOKING = bookCarReturnPath('car-1', { pickupDate: '2026-03-12', dropDate: '2026-03-14' });
const HANDED_OVER = 'You are signed in. Go back to the tab where you were booking, or continue here.';
const location = () => screen.getByTestId('location').textContent;

/** /userlogin as the app routes it, and the address bar of this tab (a link pasted into it). */
function LoginTab() {
  const navigate = useNavigate();
  return (
    <>
      <Routes>
        <Route path="/userlogin" element={<UserLoginPage />} />
      </Routes>
      <button type="button" onClick={() => navigate(`/userlogin?signin=${TOKEN}`)}>
        Test: paste the link
      </button>
    </>
  );
}

/** This tab booked signed out and now waits at the code step for Asha's code. */
async function waitAtCodeStep(mocks: MockLink.MockedResponse[] = []) {
  rememberReturn(BOOKING);
  const user = userEvent.setup();
  renderAt('/userlogin', <LoginTab />, { mocks: [sendAnswers(), ...mocks] });
  await fillInfo(user);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText('OTP');
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the link opened in another tab, seen from the tab waiting at the code step', () => {
  it('signs this tab in and goes back to the booking in progress, as the code would', async () => {
    await waitAtCodeStep();
    expect(await handOverSignIn('tok-link', CUSTOMER, { tab: 'link-tab' })).toBe(true);
    await waitFor(() => expect(location()).toBe(BOOKING));
    expect(sessionStorage.getItem('token')).toBe('tok-link');
    expect(JSON.parse(sessionStorage.getItem('user')!)).toMatchObject({ email: 'asha@example.com' });
    // The booking in progress was used once, as after the code.
    expect(sessionStorage.getItem('indoredrive.returnTo')).toBeNull();
  });

  it('does not answer, nor sign in, for another e-mail address', async () => {
    await waitAtCodeStep();
    const ravi = { ...CUSTOMER, _id: 'u2', email: 'ravi@example.com' };
    expect(await handOverSignIn('tok-ravi', ravi, { tab: 'link-tab' })).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(location()).toBe('/userlogin');
    expect(screen.getByLabelText('OTP')).toBeTruthy();
  });

  it('goes back to the booking in progress when the link is pasted into this same tab', async () => {
    const user = await waitAtCodeStep([LINK_SIGNS_IN]);
    await user.click(screen.getByRole('button', { name: 'Test: paste the link' }));
    await waitFor(() => expect(location()).toBe(BOOKING));
    expect(sessionStorage.getItem('token')).toBe('tok-link');
    expect(screen.queryByText(HANDED_OVER)).toBeNull();
  });
});

describe("the link's own tab", () => {
  const openLink = () => renderAt(`/userlogin?signin=${TOKEN}`, <UserLoginPage />, { mocks: [LINK_SIGNS_IN], path: '/userlogin' });

  it('hands the session to the waiting tab, is signed in too, and says where the booking goes on', async () => {
    const received: [string, string][] = [];
    const stop = awaitSignInElsewhere(' Asha@Example.com', (token, user) => received.push([token, user.email]), 'booking-tab');
    try {
      openLink();
      expect(await screen.findByText(HANDED_OVER)).toBeTruthy();
      await waitFor(() => expect(received).toEqual([['tok-link', 'asha@example.com']]));
    } finally {
      stop();
    }
    expect(sessionStorage.getItem('token')).toBe('tok-link');
    expect(location()).toBe('/userlogin');
    expect(screen.getByRole('link', { name: 'My Bookings' }).getAttribute('href')).toBe('/bookings');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Send OTP' })).toBeNull();
  });

  it('says so in Hindi too', async () => {
    await i18n.changeLanguage('hi');
    const stop = awaitSignInElsewhere('asha@example.com', () => {}, 'booking-tab');
    try {
      openLink();
      expect(await screen.findByText(i18n.t('login.signedInElsewhere'))).toBeTruthy();
    } finally {
      stop();
    }
    expect(i18n.t('login.signedInElsewhere')).not.toBe(HANDED_OVER);
  });

  it('goes where the customer was headed when no tab waits for that e-mail', async () => {
    rememberReturn('/bookings');
    const ravisTab = vi.fn();
    const stop = awaitSignInElsewhere('ravi@example.com', ravisTab, 'other-tab');
    try {
      openLink();
      await waitFor(() => expect(location()).toBe('/bookings'));
    } finally {
      stop();
    }
    expect(sessionStorage.getItem('token')).toBe('tok-link');
    expect(ravisTab).not.toHaveBeenCalled();
  });

  it('signs in as before in a browser without BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    rememberReturn('/bookings');
    openLink();
    await waitFor(() => expect(location()).toBe('/bookings'));
    expect(sessionStorage.getItem('token')).toBe('tok-link');
  });
});
