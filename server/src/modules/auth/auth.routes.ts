import { Router } from 'express';
import type { Services } from '../../services.js';
import { userToRest } from '../users/user.rest.js';

/** REST adapter for the e-mail OTP sign-in (SPEC.md section 7). */
export function authRoutes({ otp }: Services): Router {
  const router = Router();
  router.post('/auth/send-email-otp', async (req, res) => {
    res.json({ message: await otp.send(req.em, req.body ?? {}, req.ip ?? '') });
  });
  router.post('/auth/resend-email-otp', async (req, res) => {
    res.json({ message: await otp.resend(req.em, req.body ?? {}, req.ip ?? '') });
  });
  router.post('/auth/verify-email-otp', async (req, res) => {
    const { token, user } = await otp.verify(req.em, req.body ?? {}, req.ip ?? '');
    res.json({ token, user: userToRest(user) });
  });
  return router;
}
