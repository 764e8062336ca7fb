import type { NonEmptyArray } from 'type-graphql';
import { CarResolver } from '../modules/cars/car.resolver.js';
import { RegistrationResolver } from '../modules/registrations/registration.resolver.js';
import { SiteResolver } from '../modules/site/site.resolver.js';
import { BlogResolver } from '../modules/content/blog.resolver.js';
import { OfferResolver } from '../modules/content/offer.resolver.js';
import { ReviewResolver } from '../modules/reviews/review.resolver.js';
import { ContactResolver } from '../modules/contacts/contact.resolver.js';
import { BookingResolver } from '../modules/bookings/booking.resolver.js';
import { QuickBookingResolver } from '../modules/bookings/quick-booking.resolver.js';
import { NotificationResolver } from '../modules/notifications/notification.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { UserResolver } from '../modules/users/user.resolver.js';
import { AdminResolver } from '../modules/admin/admin.resolver.js';
import { ApiKeyResolver } from '../modules/partners/api-key.resolver.js';
import { PartnerResolver } from '../modules/partners/partner.resolver.js';

// Each module adds its resolver here.
export const resolvers: NonEmptyArray<Function> = [SiteResolver, CarResolver, RegistrationResolver, BookingResolver, QuickBookingResolver, NotificationResolver, AuthResolver, UserResolver, AdminResolver, BlogResolver, OfferResolver, ReviewResolver, ContactResolver, ApiKeyResolver, PartnerResolver];
