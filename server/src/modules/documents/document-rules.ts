import { DocumentKind, DocumentStatus } from './document.enums.js';

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
    if (!licence.dateOfBirth || addYears(licence.dateOfBirth, MINIMUM_AGE) > booking.pickupDate) issues.push(ISSUES.underAge);
    if (!licence.issuedOn || addYears(licence.issuedOn, MINIMUM_LICENCE_YEARS) > booking.pickupDate) issues.push(ISSUES.licenceTooNew);
    if (!licence.expiresOn || licence.expiresOn < booking.dropDate) issues.push(ISSUES.licenceExpires);
  }
  if (!idProof) issues.push(ISSUES.noIdProof);
  else if (idProof.status === DocumentStatus.PENDING) issues.push(ISSUES.idPending);
  else if (idProof.status === DocumentStatus.REJECTED) issues.push(ISSUES.idRejected);
  return issues;
}
