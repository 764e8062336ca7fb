import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderAt } from '../../test/renderAt';
import { verifyEmailOtpDocument } from './useVerifyEmailOtpMutation';
import { resendEmailOtpDocument } from './useResendEmailOtpMutation';
import { verifySignInLinkDocument } from './useVerifySignInLinkMutation';
import { rememberReturn } from '../../session/returnTo';
import { UserLoginPage } from './UserLoginPage';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { signInCustomer } from '../../test/testCustomer';
import { PERSON, SENT, USER, fillInfo, sendAnswers } from './loginTestKit';

const gqlError = (message: string, code = 'BAD_USER_INPUT') => ({ errors: [{ message, extensions: { code } }] });

function renderLogin(mocks: MockLink.MockedResponse[] = []) {
  const user = userEvent.setup();
  renderAt('/userlogin', <UserLoginPage />, { mocks });
  return user;
}

async function reachOtpStep(mocks: MockLink.MockedResponse[]) {
  const user = renderLogin([sendAnswers(), ...mocks]);
  await fillInfo(user);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText('OTP');
  return user;
}

/** /userlogin as the app routes it (at its path only), and the browser's Back button on every screen. */
function LoginWithBack() {
  const navigate = useNavigate();
  return (
    <>
      <Routes>
        <Route path="/userlogin" element={<UserLoginPage />} />
      </Routes>
      <button type="button" onClick={() => navigate(-1)}>
        Test: Back
      </button>
    </>
  );
}

describe('already signed in', () => {
  it('goes back to the remembered screen, in place of /userlogin', async () => {
    signInCustomer();
    rememberReturn('/bookings');
    const user = userEvent.setup();
    renderAt('/userlogin', <LoginWithBack />, { earlier: ['/', '/profile'] });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/bookings'));
    await user.click(screen.getByRole('button', { name: 'Test: Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/profile');
  });

  it('goes home when nothing was remembered', async () => {
    signInCustomer();
    renderAt('/userlogin', <UserLoginPage />, { path: '/userlogin' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});

describe('customer login, info step', () => {
  it('requires a name, a valid email and a 10-digit phone, with the messages of the spec', async () => {
    const user = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Valid email required')).toBeTruthy();
    expect(screen.getByText('Valid 10-digit phone number required')).toBeTruthy();
    expect(screen.queryByLabelText('OTP')).toBeNull();
  });

  it('treats a blank name as missing', async () => {
    const user = renderLogin();
    await fillInfo(user, { ...PERSON, name: '   ' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.queryByText('Valid email required')).toBeNull();
  });

  it.each(['asha', 'asha@example', 'asha@.com', 'as ha@example.com', '@example.com'])('refuses the email %s', async (email) => {
    const user = renderLogin();
    await fillInfo(user, { ...PERSON, email });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Valid email required')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('accepts only digits in the phone, at most 10', async () => {
    const user = renderLogin();
    const phone = screen.getByLabelText<HTMLInputElement>('Phone');
    await user.type(phone, '+91 98a7-65x43210999');
    expect(phone.value).toBe('9198765432');
  });

  it('refuses a phone of fewer than 10 digits', async () => {
    const user = renderLogin();
    await fillInfo(user, { ...PERSON, phone: '987654321' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Valid 10-digit phone number required')).toBeTruthy();
  });

  it('sends the phone +91-prefixed and moves to the OTP step with the server message', async () => {
    const user = renderLogin([sendAnswers('OTP sent to your email.')]);
    await fillInfo(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByLabelText('OTP')).toBeTruthy();
    expect(screen.getByText('OTP sent to your email.')).toBeTruthy();
    expect(screen.getByText('asha@example.com')).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('disables Send OTP while the code is being sent', async () => {
    const user = renderLogin([{ ...sendAnswers(), delay: 300 }]);
    await fillInfo(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sending OTP...' }).disabled).toBe(true);
    await screen.findByLabelText('OTP');
  });

  it("shows the server's message when sending fails", async () => {
    const user = renderLogin([{ ...SENT, result: gqlError('Too many attempts. Please try again in 5 minutes.', 'RATE_LIMITED') }]);
    await fillInfo(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Too many attempts. Please try again in 5 minutes.')).toBeTruthy();
    expect(screen.queryByLabelText('OTP')).toBeNull();
  });

  it("falls back to 'Failed to send OTP' without a server message", async () => {
    const user = renderLogin([{ ...SENT, error: new Error('offline') }]);
    await fillInfo(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP')).toBeTruthy();
  });
});

describe('customer login, OTP step', () => {
  // The phone typed with the details goes with the code: only it may change an existing account's phone.
  const VERIFY = { request: { query: verifyEmailOtpDocument, variables: { email: PERSON.email, otp: '4821', phone: '+919876543210' } } };
  const RESEND = { request: { query: resendEmailOtpDocument, variables: { email: PERSON.email } } };

  it.each(['', '48', '482'])("asks for exactly 4 digits ('%s')", async (otp) => {
    const user = await reachOtpStep([]);
    if (otp) await user.type(screen.getByLabelText('OTP'), otp);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByText('Enter 4-digit OTP')).toBeTruthy();
  });

  it('accepts only digits in the OTP, at most 4', async () => {
    const user = await reachOtpStep([]);
    const otp = screen.getByLabelText<HTMLInputElement>('OTP');
    await user.type(otp, '4a8-2 19');
    expect(otp.value).toBe('4821');
  });

  it('stores token and user in sessionStorage and goes to / after a successful verify', async () => {
    const user = await reachOtpStep([
      { ...VERIFY, result: { data: { verifyEmailOtp: { __typename: 'AuthPayload', token: 'tok-1', user: USER } } } },
    ]);
    await user.type(screen.getByLabelText('OTP'), '4821');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(sessionStorage.getItem('user')!)).toMatchObject({
      _id: 'u-1',
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+919876543210',
      isVerified: true,
    });
  });

  it('after a verify, goes to the remembered screen in place of /userlogin, so Back leads to the screen before', async () => {
    rememberReturn('/services/bookcar?book=car-1');
    const user = userEvent.setup();
    renderAt('/userlogin', <LoginWithBack />, {
      earlier: ['/', '/services/bookcar'],
      mocks: [
        sendAnswers(),
        { ...VERIFY, result: { data: { verifyEmailOtp: { __typename: 'AuthPayload', token: 'tok-1', user: USER } } } },
      ],
    });
    await fillInfo(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '4821');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/services/bookcar?book=car-1'));
    await user.click(screen.getByRole('button', { name: 'Test: Back' }));
    expect(screen.getByTestId('location').textContent).toBe('/services/bookcar');
  });

  it("shows the server's message when the code is wrong", async () => {
    const user = await reachOtpStep([{ ...VERIFY, result: gqlError('Invalid OTP. 4 tries left.') }]);
    await user.type(screen.getByLabelText('OTP'), '4821');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid OTP. 4 tries left.')).toBeTruthy();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/userlogin');
  });

  it("falls back to 'OTP verification failed' without a server message", async () => {
    const user = await reachOtpStep([{ ...VERIFY, error: new Error('offline') }]);
    await user.type(screen.getByLabelText('OTP'), '4821');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP verification failed')).toBeTruthy();
  });

  it('disables Verify and Resend while verifying', async () => {
    const user = await reachOtpStep([{ ...VERIFY, delay: 300, error: new Error('offline') }]);
    await user.type(screen.getByLabelText('OTP'), '4821');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verifying...' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend OTP' }).disabled).toBe(true);
    await screen.findByText('OTP verification failed');
  });

  it("resends the code and shows the server's message", async () => {
    const user = await reachOtpStep([{ ...RESEND, result: { data: { resendEmailOtp: 'A new OTP was sent to your email.' } } }]);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('A new OTP was sent to your email.')).toBeTruthy();
  });

  it("shows the server's message when resending is refused", async () => {
    const user = await reachOtpStep([
      { ...RESEND, result: gqlError('Please wait 25 seconds before asking for a new code.', 'RATE_LIMITED') },
    ]);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Please wait 25 seconds before asking for a new code.')).toBeTruthy();
  });

  it("falls back to 'Resend failed' without a server message", async () => {
    const user = await reachOtpStep([{ ...RESEND, error: new Error('offline') }]);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Resend failed')).toBeTruthy();
  });

  it('goes back to the details, kept as typed, with Change details', async () => {
    const user = await reachOtpStep([]);
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('asha@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('9876543210');
  });
});

describe("customer login, the mail's sign-in link", () => {
  const TOKEN = 'x'.repeat(40) + '-_1';
  const LINK = { request: { query: verifySignInLinkDocument, variables: { signin: TOKEN } } };
  // Mounted at /userlogin only, as in the app: the page leaves once the customer is sent elsewhere.
  const openLink = (mocks: MockLink.MockedResponse[]) =>
    renderAt(`/userlogin?signin=${TOKEN}`, <UserLoginPage />, { mocks, path: '/userlogin' });

  it('signs in with /userlogin?signin=… and returns where the customer was headed', async () => {
    rememberReturn('/bookings');
    openLink([{ ...LINK, result: { data: { verifySignInLink: { __typename: 'AuthPayload', token: 'tok-link', user: USER } } } }]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/bookings'));
    expect(sessionStorage.getItem('token')).toBe('tok-link');
    expect(JSON.parse(sessionStorage.getItem('user')!)).toMatchObject({ _id: 'u-1', email: 'asha@example.com' });
  });

  it("shows the server's message for a used link, drops it from the address, and keeps the details step to ask again", async () => {
    openLink([{ ...LINK, result: gqlError('This sign-in link has expired or was already used. Please request a new code.') }]);
    expect(await screen.findByText('This sign-in link has expired or was already used. Please request a new code.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/userlogin');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeTruthy();
  });
});
