import type { NonEmptyArray } from 'type-graphql';
import type { AppModule } from './module.js';
import { commonModule } from './common/common.module.js';
import { outboxModule } from './outbox/outbox.module.js';
import { carsModule } from './cars/cars.module.js';
import { notificationsModule } from './notifications/notifications.module.js';
import { bookingsModule } from './bookings/bookings.module.js';
import { availabilityModule } from './availability/availability.module.js';
import { pricingModule } from './pricing/pricing.module.js';
import { usersModule } from './users/users.module.js';
import { authModule } from './auth/auth.module.js';
import { adminModule } from './admin/admin.module.js';
import { contentModule } from './content/content.module.js';
import { reviewsModule } from './reviews/reviews.module.js';
import { contactsModule } from './contacts/contacts.module.js';
import { registrationsModule } from './registrations/registrations.module.js';
import { siteModule } from './site/site.module.js';
import { partnersModule } from './partners/partners.module.js';
import { webhooksModule } from './webhooks/webhooks.module.js';
import { backupsModule } from './backups/backups.module.js';
import { paymentsModule } from './payments/payments.module.js';
import { documentsModule } from './documents/documents.module.js';
import { invoicesModule } from './invoices/invoices.module.js';
import { tripsModule } from './trips/trips.module.js';

/**
 * Every module. Each declares what it needs and provides (defineModule); the composition root (services.ts) orders
 * them from those declarations, so the order here is only the tie-break. Adding a module is one folder (with its
 * `<area>.module.ts`) and one line here. Only files outside modules/ import this list.
 */
export const modules: readonly AppModule[] = [
  commonModule,
  outboxModule,
  webhooksModule,
  carsModule,
  notificationsModule,
  bookingsModule,
  availabilityModule,
  pricingModule,
  usersModule,
  authModule,
  adminModule,
  contentModule,
  reviewsModule,
  contactsModule,
  registrationsModule,
  siteModule,
  partnersModule,
  paymentsModule,
  backupsModule,
  documentsModule,
  invoicesModule,
  tripsModule,
];

/** Listed explicitly (no folder scanning), so tsx, tsc output and vitest discover the same set. */
export const entities = modules.flatMap((m) => m.entities ?? []);
export const resolvers = modules.flatMap((m) => m.resolvers ?? []) as NonEmptyArray<Function>;
export const startupHooks = modules.flatMap((m) => m.startup ?? []);
