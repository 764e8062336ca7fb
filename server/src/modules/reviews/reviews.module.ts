import type { AppModule } from '../module.js';
import { Review } from './review.entity.js';
import { ReviewService } from './review.service.js';
import { ReviewResolver } from './review.resolver.js';
import { reviewOperations } from './review.operations.js';

declare module '../../services.js' {
  interface Services {
    reviews: ReviewService;
  }
}

export const reviewsModule: AppModule = {
  name: 'reviews',
  entities: [Review],
  services: ({ rateLimits }) => ({ reviews: new ReviewService(rateLimits) }),
  resolvers: [ReviewResolver],
  operations: reviewOperations,
};
