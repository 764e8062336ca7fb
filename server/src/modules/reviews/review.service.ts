import type { EntityManager } from '@mikro-orm/postgresql';
import { Review } from './review.entity.js';
import { findById } from '../common/find-by-id.js';
import { ReviewStatus, Role } from '../common/enums.js';
import { refundWhenRefused, type Limit, type RateLimits } from '../common/rate-limits.js';
import { assertRole, type Caller } from '../common/access.js';
import type { Page } from '../common/paging.js';

import type { ReviewInput, ReviewListInput } from './review.schemas.js';

export interface ReviewList {
  items: Review[];
  total: number;
}

export const REVIEW_NOT_FOUND = 'Review not found.';

/** Reviews: anyone submits (Pending), only Accepted ones are public, the admin decides, edits and deletes. */
export class ReviewService {
  // Light: a person writes one review; a script writing hundreds is refused.
  private readonly submissionsByIp: Limit;

  constructor(limits: RateLimits) {
    this.submissionsByIp = limits.define('review-ip', { points: 5, windowSeconds: 15 * 60 });
  }

  /**
   * Newest first. Anyone may read Accepted reviews; asking for another status needs the admin token
   * (401/403 otherwise), and without a status an admin sees all while everyone else sees the Accepted ones.
   */
  async list(em: EntityManager, reader: Caller, { status }: ReviewListInput, page: Page | null): Promise<ReviewList> {
    const isAdmin = reader.viewer?.role === Role.Admin;
    if (status && status !== ReviewStatus.Accepted && !isAdmin) assertRole(reader, [Role.Admin]);
    const where = status ? { status } : isAdmin ? {} : { status: ReviewStatus.Accepted };
    const [items, total] = await em.findAndCount(Review, where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      limit: page?.pageSize,
      offset: page?.offset,
    });
    return { items, total };
  }

  /** A visitor's review, already checked (review.schemas.ts): it waits, Pending, for an admin. */
  async submit(em: EntityManager, input: ReviewInput, ip: string): Promise<Review> {
    await this.submissionsByIp.consume(ip);
    return refundWhenRefused(this.submissionsByIp, ip, async () => {
      const review = em.create(Review, input);
      await em.flush();
      return review;
    });
  }

  async setStatus(em: EntityManager, id: string, decision: ReviewStatus.Accepted | ReviewStatus.Rejected): Promise<Review> {
    const review = await findById(em, Review, id, REVIEW_NOT_FOUND);
    review.status = decision;
    await em.flush();
    return review;
  }

  /** The admin's edit, already checked (the rating clamped to 1..5 in half steps by review.schemas.ts). */
  async update(em: EntityManager, id: string, changes: ReviewInput): Promise<Review> {
    const review = await findById(em, Review, id, REVIEW_NOT_FOUND);
    em.assign(review, changes);
    await em.flush();
    return review;
  }

  async delete(em: EntityManager, id: string): Promise<void> {
    const review = await findById(em, Review, id, REVIEW_NOT_FOUND);
    await em.remove(review).flush();
  }
}
