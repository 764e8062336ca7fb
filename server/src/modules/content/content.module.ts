import type { AppModule } from '../module.js';
import { Blog } from './blog.entity.js';
import { Offer } from './offer.entity.js';
import { BlogService } from './blog.service.js';
import { OfferService } from './offer.service.js';
import { BlogResolver } from './blog.resolver.js';
import { OfferResolver } from './offer.resolver.js';
import { contentOperations } from './content.operations.js';

declare module '../../services.js' {
  interface Services {
    blogs: BlogService;
    offers: OfferService;
  }
}

export const contentModule: AppModule = {
  name: 'content',
  entities: [Blog, Offer],
  services: ({ storage }) => ({ blogs: new BlogService(storage), offers: new OfferService(storage) }),
  resolvers: [BlogResolver, OfferResolver],
  operations: contentOperations,
};
