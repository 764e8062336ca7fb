import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { S3Settings } from './modules/common/s3-storage.js';
import type { BillingSettings } from './modules/trips/bill.js';
import type { TripSettings } from './modules/trips/trip-rules.js';
import type { CalendarSettings } from './modules/availability/calendar.js';
import type { DeliverySettings } from './modules/bookings/delivery.js';

/** Everything the server reads from its environment, resolved once at start (DESIGN.md's runtime contract). */
export interface AppConfig {
  port: number;
  production: boolean;
  databaseUrl: string | null;
  dataDir: string;
  uploadDir: string;
  /** Private files (documents, trip photos, signatures), sealed: PRIVATE_DIR, default DATA_DIR/private; never inside uploadDir. */
  privateDir: string;
  /** Uploads in an S3-compatible bucket when S3_BUCKET is set (then uploadDir is unused). */
  s3: S3Settings | null;
  /** Automatic backups to DATA_DIR/backups: BACKUP_KEEP files kept (default 7), every BACKUP_INTERVAL_HOURS (default 24, 0 = off). */
  backups: { keep: number; intervalHours: number };
  /** Prometheus metrics on their own port (METRICS_PORT, unset: off; METRICS_HOST, default 127.0.0.1). */
  metrics: { port: number; host: string } | null;
  /** Peers trusted to give the client's address in X-Forwarded-For (TRUST_PROXY, default loopback; http/client-address.ts). */
  trustProxy: string;
  /** A JSON access line per Express request (ACCESS_LOG; default on, off when NODE_ENV=test). */
  accessLog: boolean;
  /**
   * After SIGTERM the node keeps serving for DRAIN_DELAY_MS (default 0) while /healthz/ready answers 503, so a load
   * balancer's health check takes it out of rotation before it stops accepting connections (docs/operations.md).
   */
  drainDelayMs: number;
  clientDir: string;
  jwtSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Staff address for booking, quick booking and cancellation mails (OPERATOR_EMAIL, default CONTACT_EMAIL). */
  operatorEmail: string;
  /** The outbox worker's timing (OUTBOX_POLL_MS, OUTBOX_RETRY_BASE_MS); tests shorten them. */
  outbox: { pollMs: number; retryBaseMs: number };
  adminEmail: string | null;
  adminPassword: string | null;
  seedDemo: 'auto' | boolean;
  site: SiteSettings;
  /**
   * The site's address as customers reach it (PUBLIC_URL, no trailing slash), for the sign-in link of the code mail.
   * Never taken from a request's Host header (a forged Host would put a stranger's address around a valid link).
   * Unset: http://localhost:PORT outside production; null in production (the mail then carries the code only).
   */
  publicUrl: string | null;
  /** Customer documents are deleted this many days after the customer's last trip ends (DOCUMENT_RETENTION_DAYS). */
  documentRetentionDays: number;
  /** Rate limits can be raised by benchmarks; never switched off. */
  rateLimitScale: number;
  /** Requests per minute allowed to each partner API key (API_KEY_RATE_LIMIT, times RATE_LIMIT_SCALE). */
  apiKeyRequestsPerMinute: number;
  /** How customers pay (docs/decisions.md, Payments): UPI to the operator's VPA, Razorpay when its keys are set. */
  payments: PaymentSettings;
  /** Webhook deliveries (WEBHOOK_ALLOW_PRIVATE, WEBHOOK_RETRY_BASE_MS, WEBHOOK_MAX_ATTEMPTS): about a day of retries by default. */
  webhooks: { allowPrivate: boolean; retryBaseMs: number; maxDelayMs: number; maxAttempts: number; timeoutMs: number };
  /** The trip's bill (modules/trips/bill.ts): GST, the operator's state and GSTIN, deposit and charges. */
  billing: BillingSettings;
  /** The counter's timing (issue 29): EARLY_HANDOVER_MINUTES (60) before a pick-up, OVERDUE_WARN_HOURS (2) before the next. */
  trips: TripSettings;
  /** The fleet's calendar (issue 22): TURNAROUND_MINUTES (60) after a drop-off, MIN_LEAD_MINUTES (120) before a pick-up. */
  calendar: CalendarSettings;
  /** Doorstep delivery: DELIVERY_FEE (500) per leg, within SERVICE_RADIUS_KM (25) of CITY_CENTER (lat,long; Indore). */
  delivery: DeliverySettings;
  /** Printed on invoices (OPERATOR_ADDRESS; the GSTIN is billing's): no GSTIN makes every invoice a bill of supply. */
  invoicing: { operatorAddress: string; operatorGstin: string | null };
}

export interface PaymentSettings {
  /** UPI_VPA and UPI_PAYEE_NAME: a QR code and a UPI link for each payment due; unset: paid at the counter. */
  upi: { vpa: string; payeeName: string } | null;
  /** RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET (all three, or none); RAZORPAY_API_URL for a stand-in. */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string } | null;
  /** An accepted booking's advance unpaid this long after acceptance is flagged to staff (ADVANCE_DUE_HOURS, 24). */
  advanceDueHours: number;
}

export interface SiteSettings {
  siteName: string;
  contactPhone: string;
  contactEmail: string;
  city: string;
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
// Compiled code lives one level deeper (server/dist/server/src), so look for the repository root by its marker.
function findRepoRoot(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 6; i += 1) {
    if (existsSync(path.join(dir, 'migrations')) && existsSync(path.join(dir, 'client'))) return dir;
    dir = path.dirname(dir);
  }
  return repoRoot;
}

export const ROOT_DIR = findRepoRoot();

function flag(value: string | undefined): 'auto' | boolean {
  if (value === undefined || value === '') return 'auto';
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

/** The JWT secret is generated once into DATA_DIR so that sessions survive restarts without configuration. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: string };
    if (stored.jwtSecret) return stored.jwtSecret;
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600 });
  return jwtSecret;
}

/** A configuration the server refuses to start with; main.ts prints the message and exits 1. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** PUBLIC_URL without its trailing slash (see AppConfig.publicUrl). */
function publicUrlOf(env: NodeJS.ProcessEnv, production: boolean): string | null {
  const given = env.PUBLIC_URL?.trim();
  if (!given) return production ? null : `http://localhost:${Number(env.PORT || 3000)}`;
  const url = URL.canParse(given) ? new URL(given) : null;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    throw new ConfigError(`PUBLIC_URL must be an http(s) address such as https://rent.example.com (got ${JSON.stringify(given)}).`);
  }
  let pathname = url.pathname;
  while (pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  return `${url.origin}${pathname}`;
}

/** Minimum JWT_SECRET length in bytes (HS256 wants a key at least as long as its 256-bit hash). */
export const MIN_JWT_SECRET_BYTES = 32;

/**
 * In production: a JWT_SECRET of at least 32 bytes, and SMTP_URL (without it the sign-in codes would be written to
 * the log, where anyone who reads logs could sign in as any customer).
 */
function assertProductionSecrets(env: NodeJS.ProcessEnv): void {
  const problems: string[] = [];
  if (!env.JWT_SECRET) problems.push('JWT_SECRET is required (at least 32 bytes, e.g. `openssl rand -hex 32`)');
  else if (Buffer.byteLength(env.JWT_SECRET, 'utf8') < MIN_JWT_SECRET_BYTES) {
    problems.push(
      `JWT_SECRET is ${Buffer.byteLength(env.JWT_SECRET, 'utf8')} bytes; at least ${MIN_JWT_SECRET_BYTES} are required (e.g. \`openssl rand -hex 32\`)`,
    );
  }
  if (!env.SMTP_URL) problems.push('SMTP_URL is required: without it sign-in codes would be written to the log');
  if (problems.length) throw new ConfigError(`Refusing to start with NODE_ENV=production: ${problems.join('; ')}.`);
}

function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}

function paymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const vpa = env.UPI_VPA?.trim();
  if (vpa && !/^[\w.-]{2,64}@[a-zA-Z]{2,64}$/.test(vpa)) throw new ConfigError(`UPI_VPA "${vpa}" is not a UPI address (name@bank).`);
  const keys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET].map((v) => v?.trim() || '');
  if (keys.some(Boolean) && !keys.every(Boolean))
    throw new ConfigError('Set all of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or none.');
  return {
    upi: vpa ? { vpa, payeeName: env.UPI_PAYEE_NAME?.trim() || env.SITE_NAME || 'Indore Drive' } : null,
    razorpay: keys[0]
      ? {
          keyId: keys[0],
          keySecret: keys[1],
          webhookSecret: keys[2],
          apiUrl: withoutTrailingSlashes(env.RAZORPAY_API_URL || 'https://api.razorpay.com'),
        }
      : null,
    advanceDueHours: Math.max(1, Number(env.ADVANCE_DUE_HOURS || 24) || 24),
  };
}

function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number of 0 or more (got "${value}").`);
  return n;
}

function cityCenterOf(value: string | undefined): { lat: number; lng: number } {
  if (value === undefined || value.trim() === '') return { lat: 22.7196, lng: 75.8577 };
  const [lat, lng] = value.split(',').map((v) => Number(v.trim()));
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    throw new ConfigError(`CITY_CENTER must be "lat,long" in degrees, e.g. 22.7196,75.8577 (got "${value}").`);
  return { lat, lng };
}

function billingOf(env: NodeJS.ProcessEnv): BillingSettings {
  return {
    gstRate: wholeNumber(env.GST_RATE, 18, 'GST_RATE'),
    gstSac: env.GST_SAC || '997311',
    operatorGstin: env.OPERATOR_GSTIN?.trim() || null,
    operatorState: env.OPERATOR_STATE?.trim() || 'Madhya Pradesh',
    securityDeposit: wholeNumber(env.SECURITY_DEPOSIT, 5000, 'SECURITY_DEPOSIT'),
    kmPerDay: wholeNumber(env.KM_PER_DAY, 250, 'KM_PER_DAY'),
    fuelChargePerEighth: wholeNumber(env.FUEL_CHARGE_PER_EIGHTH, 600, 'FUEL_CHARGE_PER_EIGHTH'),
    lateGraceMinutes: wholeNumber(env.LATE_GRACE_MINUTES, 30, 'LATE_GRACE_MINUTES'),
    lateHourPercent: wholeNumber(env.LATE_HOUR_PERCENT, 10, 'LATE_HOUR_PERCENT'),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR || '.data');
  if (production) assertProductionSecrets(env);
  // One reading of OPERATOR_GSTIN and the other billing settings, for the bill and the invoice alike.
  const billing = billingOf(env);
  const uploadDir = path.resolve(ROOT_DIR, env.UPLOAD_DIR || 'uploads');
  const privateDir = path.resolve(ROOT_DIR, env.PRIVATE_DIR || path.join(dataDir, 'private'));
  // express.static serves all of UPLOAD_DIR: a private folder inside it would be served under /uploads/<dir>/.
  const inside = path.relative(uploadDir, privateDir);
  if (!inside || (!inside.startsWith('..') && !path.isAbsolute(inside)))
    throw new Error(`PRIVATE_DIR (${privateDir}) must not be inside UPLOAD_DIR (${uploadDir}): /uploads would serve it.`);
  return {
    port: Number(env.PORT || 3000),
    production,
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    uploadDir,
    privateDir,
    clientDir: path.resolve(ROOT_DIR, env.CLIENT_DIR || 'client/dist'),
    jwtSecret: env.JWT_SECRET || loadOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Indore Drive <no-reply@indoredrive.example>',
    operatorEmail: env.OPERATOR_EMAIL || env.CONTACT_EMAIL || 'hello@indoredrive.example',
    outbox: {
      pollMs: Math.max(10, Number(env.OUTBOX_POLL_MS || 1000)),
      retryBaseMs: Math.max(10, Number(env.OUTBOX_RETRY_BASE_MS || 10_000)),
    },
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    seedDemo: flag(env.SEED_DEMO),
    site: {
      siteName: env.SITE_NAME || 'Indore Drive',
      contactPhone: env.CONTACT_PHONE || '9876543210',
      contactEmail: env.CONTACT_EMAIL || 'hello@indoredrive.example',
      city: env.CITY || 'Indore',
    },
    publicUrl: publicUrlOf(env, production),
    documentRetentionDays: Math.max(1, Math.floor(Number(env.DOCUMENT_RETENTION_DAYS || 180)) || 180),
    invoicing: {
      operatorAddress: env.OPERATOR_ADDRESS || 'Vijay Nagar, Indore, Madhya Pradesh 452010',
      operatorGstin: billing.operatorGstin,
    },
    rateLimitScale: Math.max(1, Number(env.RATE_LIMIT_SCALE || 1)),
    metrics:
      env.METRICS_PORT !== undefined && env.METRICS_PORT !== ''
        ? { port: Number(env.METRICS_PORT), host: env.METRICS_HOST || '127.0.0.1' }
        : null,
    trustProxy: env.TRUST_PROXY || 'loopback',
    accessLog: flag(env.ACCESS_LOG) === 'auto' ? env.NODE_ENV !== 'test' : flag(env.ACCESS_LOG) === true,
    drainDelayMs: Math.max(0, Number(env.DRAIN_DELAY_MS || 0) || 0),
    backups: {
      keep: Math.max(1, Math.floor(Number(env.BACKUP_KEEP || 7)) || 7),
      intervalHours:
        env.BACKUP_INTERVAL_HOURS === undefined || env.BACKUP_INTERVAL_HOURS === ''
          ? 24
          : Math.max(0, Number(env.BACKUP_INTERVAL_HOURS) || 0),
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || null,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || null,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
          forcePathStyle: flag(env.S3_FORCE_PATH_STYLE) === true,
        }
      : null,
    webhooks: {
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
      // 30 s, 1, 2, 4 … minutes, capped at 4 hours: 15 attempts span about 24 hours.
      retryBaseMs: Math.max(10, Number(env.WEBHOOK_RETRY_BASE_MS || 30_000)),
      maxDelayMs: 4 * 3_600_000,
      maxAttempts: Math.max(1, Number(env.WEBHOOK_MAX_ATTEMPTS || 15)),
      timeoutMs: 10_000,
    },
    payments: paymentSettings(env),
    billing,
    trips: {
      earlyHandoverMinutes: wholeNumber(env.EARLY_HANDOVER_MINUTES, 60, 'EARLY_HANDOVER_MINUTES'),
      overdueWarnHours: wholeNumber(env.OVERDUE_WARN_HOURS, 2, 'OVERDUE_WARN_HOURS'),
    },
    calendar: {
      turnaroundMinutes: Math.min(1440, wholeNumber(env.TURNAROUND_MINUTES, 60, 'TURNAROUND_MINUTES')),
      minLeadMinutes: wholeNumber(env.MIN_LEAD_MINUTES, 120, 'MIN_LEAD_MINUTES'),
    },
    delivery: {
      fee: wholeNumber(env.DELIVERY_FEE, 500, 'DELIVERY_FEE'),
      radiusKm: Math.max(1, wholeNumber(env.SERVICE_RADIUS_KM, 25, 'SERVICE_RADIUS_KM')),
      center: cityCenterOf(env.CITY_CENTER),
    },
    apiKeyRequestsPerMinute: Math.max(1, Number(env.API_KEY_RATE_LIMIT || 300)) * Math.max(1, Number(env.RATE_LIMIT_SCALE || 1)),
  };
}
