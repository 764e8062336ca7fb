import { z } from 'zod';
import type { Services } from '../common/services.js';
import { userToRest } from '../users/user.rest.js';
import { defineOperations, op, one } from '../common/operation.js';
import { Message } from '../common/rest-schemas.js';
import { User } from '../users/user.schemas.js';
import * as S from './auth.schemas.js';

const signedIn = z.strictObject({ token: z.string(), user: User });

/** The e-mail OTP sign-in (SPEC.md section 7). */
export const authOperations = defineOperations<Services>([
  op({
    operationId: 'sendEmailOtp',
    method: 'post',
    path: '/auth/send-email-otp',
    tag: 'Sign-in',
    access: 'public',
    body: { kind: 'json', schema: S.requests.sendOtp, wordsAll: true },
    summary: 'Mail a 4-digit sign-in code',
    ok: one('Sent', Message),
    errors: [429],
    run: async (req, { otp }) => ({ message: await otp.send(req.em, req.input, req.ip ?? '') }),
  }),
  op({
    operationId: 'verifyEmailOtp',
    method: 'post',
    path: '/auth/verify-email-otp',
    tag: 'Sign-in',
    access: 'public',
    body: { kind: 'json', schema: S.requests.verifyOtp, wordsAll: true },
    summary: 'Verify the code: sign in (the first time creates the customer)',
    ok: one('Signed in', signedIn),
    errors: [429],
    run: async (req, { otp }) => {
      const { token, user } = await otp.verify(req.em, req.input, req.ip ?? '');
      return { token, user: userToRest(user) };
    },
  }),
  op({
    operationId: 'verifySignInLink',
    method: 'post',
    path: '/auth/verify-signin-link',
    tag: 'Sign-in',
    access: 'public',
    body: { kind: 'json', schema: S.requests.signInLink, wordsAll: true },
    summary: "Sign in with the code mail's link instead of the code (once, within 10 minutes)",
    ok: one('Signed in', signedIn),
    errors: [429],
    run: async (req, { otp }) => {
      const { token, user } = await otp.verifyLink(req.em, req.input, req.ip ?? '');
      return { token, user: userToRest(user) };
    },
  }),
  op({
    operationId: 'resendEmailOtp',
    method: 'post',
    path: '/auth/resend-email-otp',
    tag: 'Sign-in',
    access: 'public',
    body: { kind: 'json', schema: S.requests.resendOtp, wordsAll: true },
    summary: 'A new code (at most every 30 s)',
    ok: one('Sent', Message),
    errors: [429],
    run: async (req, { otp }) => ({ message: await otp.resend(req.em, req.input, req.ip ?? '') }),
  }),
]);
