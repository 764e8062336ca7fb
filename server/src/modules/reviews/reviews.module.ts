import { defineModule } from '../module.js';
import { Review } from './review.entity.js';
import { ReviewService } from './review.service.js';
import { ReviewResolver } from './review.resolver.js';
import { reviewOperations } from './review.operations.js';
import { reviewTexts } from './review.texts.js';

declare module '../common/services.js' {
  interface Services {
    reviews: ReviewService;
  }
}

export const reviewsModule = defineModule({
  name: 'reviews',
  texts: reviewTexts,
  needs: ['rateLimits'],
  provides: ['reviews'],
  entities: [Review],
  services: ({ rateLimits }) => ({ reviews: new ReviewService(rateLimits) }),
  resolvers: [ReviewResolver],
  operations: reviewOperations,
});
