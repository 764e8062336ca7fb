/**
 * GraphQL descriptions of names that mean the same on every type; decorators reference them
 * (`@Field(() => ID, { description: FIELD_DESCRIPTIONS.id })`). Every other description is written on its decorator.
 */
export const FIELD_DESCRIPTIONS = {
  id: 'Unique id (a UUID)',
  createdAt: 'When it was created',
  updatedAt: 'When it last changed',
} as const;

/** The fields of the `…Page` types. */
export const PAGE_DESCRIPTIONS = {
  items: 'The rows of this page',
  page: 'This page, from 1',
  pageSize: 'Rows per page',
  total: 'Rows matching the filters',
} as const;

/** Arguments of the root fields. */
export const ARG_DESCRIPTIONS = {
  id: 'The id of the record',
  input: 'The fields',
  image: 'An image file (PNG, JPEG, GIF or WebP, at most 5 MB)',
  ids: 'The ids',
} as const;
