import { defineModule } from '../module.js';
import { Blog } from './blog.entity.js';
import { Offer } from './offer.entity.js';
import { BlogService } from './blog.service.js';
import { OfferService } from './offer.service.js';
import { BlogResolver } from './blog.resolver.js';
import { OfferResolver } from './offer.resolver.js';
import { contentOperations } from './content.operations.js';

declare module '../common/services.js' {
  interface Services {
    blogs: BlogService;
    offers: OfferService;
  }
}

export const contentModule = defineModule({
  name: 'content',
  needs: ['storage'],
  provides: ['blogs', 'offers'],
  entities: [Blog, Offer],
  services: ({ storage }) => ({ blogs: new BlogService(storage), offers: new OfferService(storage) }),
  resolvers: [BlogResolver, OfferResolver],
  operations: contentOperations,
});
