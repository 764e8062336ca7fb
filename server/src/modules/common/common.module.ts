import { defineModule } from '../module.js';
import { BaseRecord } from './base.entity.js';
import type { ImageStorage } from './uploads.js';
import { createImageStorage } from './s3-storage.js';
import { createPrivateFiles, type PrivateFiles } from './private-files.js';
import { RateLimits, type Limit } from './rate-limits.js';
import { createMailer, type Mailer } from './mailer.js';
import { commonTexts } from './common.texts.js';

/** Anonymous uploads (Register & Earn) one address may start per hour, times RATE_LIMIT_SCALE. */
export const ANONYMOUS_UPLOADS_PER_IP_PER_HOUR = 20;

declare module './services.js' {
  interface Services {
    storage: ImageStorage;
    /** Sealed private files (documents, trip photos, signatures) in a store /uploads never reads. */
    privateFiles: PrivateFiles;
    rateLimits: RateLimits;
    /** Multipart requests without a valid token, per IP, counted before their body is read (both transports). */
    anonymousUploads: Limit;
    /** Sends mail (SMTP_URL), or logs it in development; the outbox's handlers call it. */
    mailer: Mailer;
  }
}

export const commonModule = defineModule({
  name: 'common',
  texts: commonTexts,
  needs: ['config', 'orm'],
  provides: ['storage', 'privateFiles', 'rateLimits', 'anonymousUploads', 'mailer'],
  entities: [BaseRecord],
  services: ({ config, orm }) => {
    const rateLimits = new RateLimits(orm, config.rateLimitScale);
    return {
      storage: createImageStorage(config),
      privateFiles: createPrivateFiles(config),
      rateLimits,
      anonymousUploads: rateLimits.define('upload-ip', { points: ANONYMOUS_UPLOADS_PER_IP_PER_HOUR, windowSeconds: 3600 }),
      mailer: createMailer(config.smtpUrl, config.mailFrom),
    };
  },
});
