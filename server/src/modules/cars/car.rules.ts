import { BadInputError } from '../common/errors.js';
import { isUuid } from '../common/ids.js';
import { wholeNumber } from '../common/input.js';

export interface CarPosition {
  id: string;
  order: number;
}

const MAX_REORDER = 1000;

/** The reorder list: `[{ _id, order }]` over REST, `[{ id, order }]` over GraphQL; each car at most once. */
export function parseCarPositions(list: unknown): CarPosition[] {
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_REORDER) {
    throw new BadInputError(`Send a list of 1 to ${MAX_REORDER} items of the form { _id, order }.`);
  }
  const positions = list.map((item: unknown) => {
    const { _id, id, order } = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const carId = _id ?? id;
    if (!isUuid(carId)) throw new BadInputError('Each item needs the _id of a car.');
    return { id: carId.toLowerCase(), order: wholeNumber(order, 'order', 0, 1_000_000) };
  });
  if (new Set(positions.map((p) => p.id)).size !== positions.length) throw new BadInputError('Each car may appear only once in the list.');
  return positions;
}
