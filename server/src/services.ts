import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config.js';
import type { AppPubSub } from './modules/common/pubsub.js';
import { TokenService } from './modules/auth/tokens.js';
import { LocalImageStorage, type ImageStorage } from './modules/common/uploads.js';
import { CarService } from './modules/cars/car.service.js';
import { CarCatalogue } from './modules/cars/car-catalogue.js';
import { BlogService } from './modules/content/blog.service.js';
import { OfferService } from './modules/content/offer.service.js';
import { ReviewService } from './modules/reviews/review.service.js';
import { ContactService } from './modules/contacts/contact.service.js';
import { CarAdminService } from './modules/cars/car-admin.service.js';
import { RegistrationService } from './modules/registrations/registration.service.js';
import { NotificationService } from './modules/notifications/notification.service.js';
import { BookingService } from './modules/bookings/booking.service.js';
import { QuickBookingService } from './modules/bookings/quick-booking.service.js';
import { createMailer } from './modules/auth/mailer.js';
import { Outbox } from './modules/outbox/outbox.js';
import { registerMail } from './modules/outbox/mail.kind.js';
import { OtpService } from './modules/auth/otp.service.js';
import { UserService } from './modules/users/user.service.js';
import { UserDirectory } from './modules/users/user-directory.service.js';
import { AdminService } from './modules/admin/admin.service.js';
import { DashboardService } from './modules/admin/dashboard.service.js';
import { ApiKeyService } from './modules/partners/api-key.service.js';
import { ProcessKeyRateLimit } from './modules/partners/key-rate-limit.js';
import { PartnerBookingService } from './modules/partners/partner-booking.service.js';

/** One instance of each service per server process; resolvers and REST routes reach them through here. */
export interface Services {
  config: AppConfig;
  orm: MikroORM;
  pubsub: AppPubSub;
  tokens: TokenService;
  storage: ImageStorage;
  cars: CarService;
  catalogue: CarCatalogue;
  blogs: BlogService;
  offers: OfferService;
  reviews: ReviewService;
  contacts: ContactService;
  carAdmin: CarAdminService;
  registrations: RegistrationService;
  notifications: NotificationService;
  bookings: BookingService;
  quickBookings: QuickBookingService;
  users: UserService;
  userDirectory: UserDirectory;
  otp: OtpService;
  admins: AdminService;
  dashboard: DashboardService;
  /** Side effects promised by committed transactions (mail; webhooks), carried out by its worker. */
  outbox: Outbox;
  apiKeys: ApiKeyService;
  partnerBookings: PartnerBookingService;
}

export function createServices(config: AppConfig, orm: MikroORM, pubsub: AppPubSub): Services {
  const cars = new CarService();
  const catalogue = new CarCatalogue(orm, cars, pubsub);
  const notifications = new NotificationService(pubsub);
  const tokens = new TokenService(config.jwtSecret);
  const storage = new LocalImageStorage(config.uploadDir);
  const users = new UserService(storage);
  const mailer = createMailer(config.smtpUrl, config.mailFrom);
  const outbox = new Outbox(orm, config.outbox);
  registerMail(outbox, mailer);
  outbox.start();
  const bookings = new BookingService(pubsub, notifications, catalogue);
  return {
    config,
    orm,
    pubsub,
    tokens,
    storage,
    cars,
    catalogue,
    blogs: new BlogService(storage),
    offers: new OfferService(storage),
    reviews: new ReviewService(config.rateLimitScale),
    contacts: new ContactService(config.rateLimitScale),
    carAdmin: new CarAdminService(cars, storage, catalogue),
    registrations: new RegistrationService(storage, config.rateLimitScale),
    notifications,
    bookings,
    quickBookings: new QuickBookingService(config.site.city),
    users,
    userDirectory: new UserDirectory(storage, catalogue),
    otp: new OtpService(config, mailer, tokens, users),
    admins: new AdminService(config, tokens),
    dashboard: new DashboardService(),
    outbox,
    apiKeys: new ApiKeyService(new ProcessKeyRateLimit(config.apiKeyRequestsPerMinute)),
    partnerBookings: new PartnerBookingService(bookings),
  };
}

/** Stops the background work: the catalogue's timers and the outbox worker (after its attempt in flight). */
export async function closeServices(services: Services): Promise<void> {
  services.catalogue.close();
  await services.outbox.stop();
}
