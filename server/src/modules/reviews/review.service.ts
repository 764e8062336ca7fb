import type { EntityManager } from '@mikro-orm/postgresql';
import { Review } from './review.entity.js';
import { clampRating, parseDecision, parseRating, parseStatusFilter } from './review.rules.js';
import { findById } from '../common/find-by-id.js';
import { requiredText } from '../common/input.js';
import { parseName } from '../common/person-details.js';
import { ReviewStatus, Role } from '../common/enums.js';
import { refundWhenRefused, type Limit, type RateLimits } from '../common/rate-limits.js';
import { assertRole, type Caller } from '../common/access.js';
import type { Page } from '../common/paging.js';

export interface ReviewInput {
  name?: unknown;
  rating?: unknown;
  message?: unknown;
}
export interface ReviewList {
  items: Review[];
  total: number;
}

export const REVIEW_NOT_FOUND = 'Review not found.';
const MAX_MESSAGE = 2000;

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
  async list(em: EntityManager, reader: Caller, filter: { status?: unknown }, page: Page | null): Promise<ReviewList> {
    const status = parseStatusFilter(filter.status);
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

  /** A visitor's review: it waits, Pending, for an admin. */
  async submit(em: EntityManager, input: ReviewInput, ip: string): Promise<Review> {
    // Counted before anything is read (atomic); input refused as invalid gives the point back.
    await this.submissionsByIp.consume(ip);
    return refundWhenRefused(this.submissionsByIp, ip, async () => {
      const review = em.create(Review, {
        name: parseName(input.name),
        rating: parseRating(input.rating),
        message: requiredText(input.message, 'Message', MAX_MESSAGE),
      });
      await em.flush();
      return review;
    });
  }

  async setStatus(em: EntityManager, id: string, status: unknown): Promise<Review> {
    const decision = parseDecision(status);
    const review = await findById(em, Review, id, REVIEW_NOT_FOUND);
    review.status = decision;
    await em.flush();
    return review;
  }

  /** The admin's edit; the rating is clamped to 1..5 in half steps rather than refused. */
  async update(em: EntityManager, id: string, input: ReviewInput): Promise<Review> {
    const changes = {
      name: parseName(input.name),
      rating: clampRating(input.rating),
      message: requiredText(input.message, 'Message', MAX_MESSAGE),
    };
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
