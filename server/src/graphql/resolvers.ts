import type { NonEmptyArray } from 'type-graphql';
import { CarResolver } from '../modules/cars/car.resolver.js';
import { SiteResolver } from '../modules/site/site.resolver.js';
import { BookingResolver } from '../modules/bookings/booking.resolver.js';
import { QuickBookingResolver } from '../modules/bookings/quick-booking.resolver.js';
import { NotificationResolver } from '../modules/notifications/notification.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { UserResolver } from '../modules/users/user.resolver.js';
import { AdminResolver } from '../modules/admin/admin.resolver.js';

// Each module adds its resolver here.
export const resolvers: NonEmptyArray<Function> = [SiteResolver, CarResolver, BookingResolver, QuickBookingResolver, NotificationResolver, AuthResolver, UserResolver, AdminResolver];
