import { judgeForPeriod, type CatalogueSnapshot } from './car-catalogue.js';
import { periodOf, type PeriodFields } from '../availability/periods.js';

/** A car's REST JSON cut around its availability, so a period's answer is concatenation, not serialisation. */
interface CarPiece {
  id: string;
  head: string;
  mid: string;
}
const piecesOf = new WeakMap<CatalogueSnapshot, CarPiece[]>();

/**
 * GET /api/v1/cars with a period, as JSON text: SPEC.md's array with isBooked judged for the period and nextFreeAt
 * beside it. Made from pieces cut once per snapshot: the hot path for listings that carry dates.
 */
export function periodRestBody(snap: CatalogueSnapshot, fields: PeriodFields): string {
  let pieces = piecesOf.get(snap);
  if (!pieces) {
    pieces = snap.rest.map(({ isBooked: _judged, createdAt, ...rest }, i) => ({
      id: snap.cars[i].id,
      head: `${JSON.stringify(rest).slice(0, -1)},"isBooked":`,
      mid: `,"createdAt":${JSON.stringify(createdAt)},"nextFreeAt":`,
    }));
    piecesOf.set(snap, pieces);
  }
  const period = periodOf(fields);
  let body = '[';
  for (let i = 0; i < pieces.length; i += 1) {
    const { isBooked, nextFreeAt } = judgeForPeriod(snap, pieces[i].id, period);
    body += `${i ? ',' : ''}${pieces[i].head}${isBooked}${pieces[i].mid}${nextFreeAt === null ? 'null' : `"${nextFreeAt}"`}}`;
  }
  return `${body}]`;
}
