import { Router } from 'express';
import type { Services } from '../common/services.js';
import { userToRest } from '../users/user.rest.js';
import { bodyOf } from '../common/rest.js';

/** REST adapter for the e-mail OTP sign-in (SPEC.md section 7). */
export function authRoutes({ otp }: Services): Router {
  const router = Router();
  router.post('/auth/send-email-otp', async (req, res) => {
    res.json({ message: await otp.send(req.em, bodyOf(req), req.ip ?? '') });
  });
  router.post('/auth/resend-email-otp', async (req, res) => {
    res.json({ message: await otp.resend(req.em, bodyOf(req), req.ip ?? '') });
  });
  router.post('/auth/verify-email-otp', async (req, res) => {
    const { token, user } = await otp.verify(req.em, bodyOf(req), req.ip ?? '');
    res.json({ token, user: userToRest(user) });
  });
  router.post('/auth/verify-signin-link', async (req, res) => {
    const { token, user } = await otp.verifyLink(req.em, bodyOf(req), req.ip ?? '');
    res.json({ token, user: userToRest(user) });
  });
  return router;
}
