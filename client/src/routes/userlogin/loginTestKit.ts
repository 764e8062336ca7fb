// Test helpers of the login screens: the person who signs in, the server's answers, the details typed in.
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { sendEmailOtpDocument } from './useSendEmailOtpMutation';

export const PERSON = { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210' };
export const SENT = { request: { query: sendEmailOtpDocument, variables: { ...PERSON, phone: '+919876543210', language: 'en' } } };
export const sendAnswers = (message = 'OTP sent to your email.'): MockLink.MockedResponse => ({
  ...SENT,
  result: { data: { sendEmailOtp: message } },
});

/** The account as the sign-in calls answer it. */
export const USER = {
  __typename: 'User',
  id: 'u-1',
  name: 'Asha Verma',
  phone: '+919876543210',
  email: 'asha@example.com',
  address: null,
  state: null,
  gender: null,
  dob: null,
  profilePic: null,
  isVerified: true,
  createdAt: '2025-01-02T03:04:05.000Z',
  language: 'en',
};

export async function fillInfo(user: ReturnType<typeof userEvent.setup>, person = PERSON) {
  if (person.name) await user.type(screen.getByLabelText('Name'), person.name);
  if (person.email) await user.type(screen.getByLabelText('Email'), person.email);
  if (person.phone) await user.type(screen.getByLabelText('Phone'), person.phone);
}
