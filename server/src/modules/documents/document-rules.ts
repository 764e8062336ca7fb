import { DocumentKind, DocumentStatus } from './document.enums.js';
import { sayDate } from '../common/language.js';
// What the licence rules read of a licence is declared where bookings ask for it (their port).
import type { LicenceDates } from '../bookings/licence-check.js';

/** What the rules read of a document (a stored row, or a plain object in tests). */
export interface DocumentFacts {
  kind: DocumentKind;
  status: DocumentStatus;
  dateOfBirth: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
}

export const MINIMUM_AGE = 21;
export const MINIMUM_LICENCE_YEARS = 1;

export const ISSUES = {
  noLicence: 'No driving licence uploaded',
  licencePending: 'Licence not verified yet',
  licenceRejected: 'Licence was rejected: upload it again',
  underAge: `Customer is under ${MINIMUM_AGE} on pick-up`,
  licenceTooNew: `Licence is less than ${MINIMUM_LICENCE_YEARS} year old on pick-up`,
  licenceExpires: 'Licence expires before drop-off',
  noIdProof: 'No ID proof uploaded',
  idPending: 'ID proof not verified yet',
  idRejected: 'ID proof was rejected: upload it again',
} as const;

/**
 * The day `years` after a yyyy-MM-dd day (a 29 February lands on 1 March in a common year: a person born on
 * 29 February 2004 turns 21 on 1 March 2025).
 */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  return date.toISOString().slice(0, 10);
}

/** A licence rule a period fails: the first day it can be met (null when the licence lacks that date), or the expiry. */
export type LicenceBreach = { rule: 'underAge' | 'licenceTooNew'; from: string | null } | { rule: 'licenceExpires'; on: string | null };

/**
 * The licence's part of SPEC's rental policy for a period (days yyyy-MM-dd, which compare as text): its holder 21 or
 * older on pick-up, the licence a year old on pick-up and valid through drop-off. The upload judges today's period.
 */
export function licenceBreaches(licence: LicenceDates, period: { pickupDate: string; dropDate: string }): LicenceBreach[] {
  const breaches: LicenceBreach[] = [];
  const adult = licence.dateOfBirth ? addYears(licence.dateOfBirth, MINIMUM_AGE) : null;
  const seasoned = licence.issuedOn ? addYears(licence.issuedOn, MINIMUM_LICENCE_YEARS) : null;
  if (!adult || adult > period.pickupDate) breaches.push({ rule: 'underAge', from: adult });
  if (!seasoned || seasoned > period.pickupDate) breaches.push({ rule: 'licenceTooNew', from: seasoned });
  if (!licence.expiresOn || licence.expiresOn < period.dropDate) breaches.push({ rule: 'licenceExpires', on: licence.expiresOn });
  return breaches;
}

/** A broken licence rule as the customer reads it: the rule and the day it is met (the upload speaks of today). */
function refusalSentence(breach: LicenceBreach, at: 'upload' | 'booking'): string {
  const day = breach.rule === 'licenceExpires' ? breach.on : breach.from;
  if (!day) return 'Your licence on file is missing a date: please upload it again.';
  const when = at === 'upload' ? 'to rent' : 'on the pick-up day';
  switch (breach.rule) {
    case 'underAge':
      return `You must be ${MINIMUM_AGE} or older ${when}: by ${at === 'upload' ? 'this' : 'your'} licence you can rent from ${sayDate('en', day)}.`;
    case 'licenceTooNew':
      return `Your licence must be at least ${MINIMUM_LICENCE_YEARS} year old ${when}: ${at === 'upload' ? 'this one' : 'it'} can be used from ${sayDate('en', day)}.`;
    case 'licenceExpires':
      return `Your licence expires on ${sayDate('en', day)}, before the drop-off: upload your renewed licence to book these dates.`;
  }
}

/**
 * Why a licence cannot rent for a period, in the customer's words (one sentence per rule), or null when it can: at
 * upload the period is today (issue 32: refused there, not beside the advance request), at booking the booking's.
 */
export function licenceRefusal(
  licence: LicenceDates,
  period: { pickupDate: string; dropDate: string },
  at: 'upload' | 'booking',
): string | null {
  const sentences = licenceBreaches(licence, period).map((breach) => refusalSentence(breach, at));
  return sentences.length ? sentences.join(' ') : null;
}

/**
 * SPEC's rental policy, judged for one booking on its pick-up day (all days yyyy-MM-dd, which compare as text):
 * a verified licence, the customer 21 or older (by the licence's date of birth), the licence issued at least a
 * year before pick-up and valid through the drop-off day, and a verified ID proof. Answers the rules it fails,
 * as readable sentences; none means the keys may change hands.
 */
export function documentIssues(documents: readonly DocumentFacts[], booking: { pickupDate: string; dropDate: string }): string[] {
  const issues: string[] = [];
  const licence = documents.find((d) => d.kind === DocumentKind.DRIVING_LICENCE);
  const idProof = documents.find((d) => d.kind === DocumentKind.ID_PROOF);
  if (!licence) {
    issues.push(ISSUES.noLicence);
  } else {
    if (licence.status === DocumentStatus.PENDING) issues.push(ISSUES.licencePending);
    if (licence.status === DocumentStatus.REJECTED) issues.push(ISSUES.licenceRejected);
    for (const breach of licenceBreaches(licence, booking)) issues.push(ISSUES[breach.rule]);
  }
  if (!idProof) issues.push(ISSUES.noIdProof);
  else if (idProof.status === DocumentStatus.PENDING) issues.push(ISSUES.idPending);
  else if (idProof.status === DocumentStatus.REJECTED) issues.push(ISSUES.idRejected);
  return issues;
}
