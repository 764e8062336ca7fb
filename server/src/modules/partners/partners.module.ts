import { defineModule } from '../module.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyService } from './api-key.service.js';
import { SharedKeyRateLimit } from './key-rate-limit.js';
import { PartnerBookingService } from './partner-booking.service.js';
import { ApiKeyResolver } from './api-key.resolver.js';
import { PartnerResolver } from './partner.resolver.js';
import { apiKeyOperations } from './api-key.operations.js';

declare module '../common/services.js' {
  interface Services {
    apiKeys: ApiKeyService;
    partnerBookings: PartnerBookingService;
  }
}

export const partnersModule = defineModule({
  name: 'partners',
  needs: ['config', 'bookings', 'rateLimits'],
  provides: ['apiKeys', 'partnerBookings'],
  entities: [ApiKey],
  services: ({ config, bookings, rateLimits }) => ({
    apiKeys: new ApiKeyService(new SharedKeyRateLimit(rateLimits, config.apiKeyRequestsPerMinute)),
    partnerBookings: new PartnerBookingService(bookings),
  }),
  resolvers: [ApiKeyResolver, PartnerResolver],
  operations: apiKeyOperations,
});
