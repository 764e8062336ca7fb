import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';
import { PAGE_DESCRIPTIONS } from './descriptions.js';
import { BadInputError } from './errors.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page?: unknown;
  pageSize?: unknown;
}
export interface Page {
  page: number;
  pageSize: number;
  offset: number;
}

/** The paging arguments of an admin list; a list with another default size declares its own fields. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, description: 'From 1; default 1' })
  page?: number | null;

  @Field(() => Int, { nullable: true, description: `1 to ${MAX_PAGE_SIZE}; default ${DEFAULT_PAGE_SIZE}` })
  pageSize?: number | null;
}

function whole(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' || (typeof value === 'string' && value.length <= 12) ? Number(value) : Number.NaN;
  return Number.isInteger(n) ? n : Number.NaN;
}

/** Page numbers start at 1; a page holds 1 to MAX_PAGE_SIZE rows, `defaultSize` when not asked. */
export function readPage({ page, pageSize }: PageRequest, defaultSize = DEFAULT_PAGE_SIZE): Page {
  const p = whole(page, 1);
  const size = whole(pageSize, defaultSize);
  if (!(p >= 1)) throw new BadInputError('Page must be a whole number from 1.');
  if (!(size >= 1 && size <= MAX_PAGE_SIZE)) throw new BadInputError(`Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
  return { page: p, pageSize: size, offset: (p - 1) * size };
}

/** A page of rows with its position, as the GraphQL page types answer it. */
export function pageOf<T extends object>(list: T, page: Page): T & { page: number; pageSize: number } {
  return { ...list, page: page.page, pageSize: page.pageSize };
}

/**
 * The legacy admin lists (SPEC.md section 7) keep their array shape but send at most the newest 1,000 rows, with
 * the full count in `X-Total-Count`; the admin panel pages through GraphQL.
 */
export const LEGACY_LIST_CAP = 1000;
export const LEGACY_LIST_PAGE: Page = { page: 1, pageSize: LEGACY_LIST_CAP, offset: 0 };

/**
 * One page of a list (GraphQL): its rows, how many match on all pages, and the page asked for. Each list declares
 * `@ObjectType({ description }) class UserPage extends PageOf(User, { total: 'Customers …' }) {}`, so it keeps its
 * own name and descriptions in schema.graphql (`total` says what is counted).
 */
export function PageOf<T extends object>(item: ClassType<T>, words: Partial<Record<keyof typeof PAGE_DESCRIPTIONS, string>> = {}) {
  const say = { ...PAGE_DESCRIPTIONS, ...words };
  @ObjectType()
  abstract class PageClass {
    @Field(() => [item], { description: say.items }) items!: T[];
    @Field(() => Int, { description: say.total }) total!: number;
    @Field(() => Int, { description: say.page }) page!: number;
    @Field(() => Int, { description: say.pageSize }) pageSize!: number;
  }
  return PageClass;
}
