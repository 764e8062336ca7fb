import { z } from 'zod';
import { calendarDate, fieldOf, numberText } from '../common/input-schemas.js';
import { DocumentKind, IdProofType } from './document.enums.js';

/**
 * The documents module's input, one schema (issue 30): the resolver parses the upload with it
 * (common/parse-input.ts), so the service receives a kind, a number and dates that are already valid. The rules that
 * need the clock (a licence not expired, a birth date not in the future) stay with the service.
 */

/** What the upload says when an Aadhaar is not confirmed masked: what that is and how to get one. */
export const AADHAAR_MASK_NEEDED =
  'Upload a masked Aadhaar only: the first 8 digits hidden, only the last 4 showing. Download it from UIDAI ' +
  '(myaadhaar.uidai.gov.in, Download Aadhaar, tick "Do you want a masked Aadhaar?"), or cover the first 8 digits before ' +
  'taking the photo, and confirm that it is masked.';

const oneOf = <E extends Record<string, string>>(values: E, label: string) =>
  z.enum(values, { error: `${label} must be one of ${Object.values(values).join(', ')}.` });

const AADHAAR_MESSAGE = 'Aadhaar number: enter the 12 digits or only the last 4 (only the last 4 are kept).';
/** Digits only: spaces and a masked part (XXXX XXXX 1234) are allowed. The message never repeats the number. */
const aadhaarNumber = z
  .string({ error: AADHAAR_MESSAGE })
  .transform((text) => text.slice(0, 40))
  .refine((text) => /^[0-9Xx*\s-]*$/.test(text) && [12, 4].includes(text.replace(/[^0-9]/g, '').length), { error: AADHAAR_MESSAGE })
  .transform((text) => ({ number: null, last4: text.replace(/[^0-9]/g, '').slice(-4) }));

/** A licence's or another ID's number: 4 to 30 letters, digits, spaces, / or -, in capitals. */
const documentNumber = (label: string) =>
  z
    .preprocess(
      numberText,
      z
        .string({ error: `${label} is required.` })
        .trim()
        .min(1, { error: `${label} is required.` })
        .max(30, { error: `${label} is too long (at most 30 characters).` })
        .overwrite((text) => text.toUpperCase().replace(/\s+/g, ' '))
        .regex(/^[A-Z0-9][A-Z0-9 /-]{3,29}$/, { error: `${label} must be 4 to 30 letters, digits, spaces, / or -.` }),
    )
    .transform((number: string) => ({ number: number as string | null, last4: number.replace(/[^A-Z0-9]/g, '').slice(-4) }));

/** A date a licence must give and another document may (left out or empty: none). */
const optionalDate = (label: string) => z.preprocess((value) => (value ? value : null), calendarDate(label).nullable());

/**
 * A customer's upload: a driving licence (its number and three dates), or an ID proof (its type, its number; an
 * Aadhaar confirmed masked, of which only the last 4 digits are kept). Checked in that order, first broken rule first.
 */
export const documentUpload = z
  .object({
    kind: oneOf(DocumentKind, 'Kind'),
    idType: z.unknown().optional(),
    number: z.unknown().optional(),
    dateOfBirth: z.unknown().optional(),
    issuedOn: z.unknown().optional(),
    expiresOn: z.unknown().optional(),
    aadhaarMasked: z.boolean().nullish(),
  })
  .transform((input, ctx) => {
    const licence = input.kind === DocumentKind.DRIVING_LICENCE;
    const idType = licence ? null : fieldOf(ctx, oneOf(IdProofType, 'ID proof type'), input.idType, 'idType');
    if (idType === IdProofType.AADHAAR && input.aadhaarMasked !== true) {
      ctx.addIssue({ code: 'custom', message: AADHAAR_MASK_NEEDED, path: ['aadhaarMasked'] });
      return z.NEVER;
    }
    const label = licence ? 'Licence number' : 'Document number';
    const number = fieldOf(ctx, idType === IdProofType.AADHAAR ? aadhaarNumber : documentNumber(label), input.number, 'number');
    const date = (label: string, field: 'dateOfBirth' | 'issuedOn' | 'expiresOn') =>
      fieldOf(ctx, licence ? calendarDate(label) : optionalDate(label), input[field], field);
    const dateOfBirth = date('Date of birth', 'dateOfBirth');
    const issuedOn = licence ? date('Issue date', 'issuedOn') : null;
    const expiresOn = date('Expiry date', 'expiresOn');
    return { kind: input.kind, idType, ...number, dateOfBirth, issuedOn, expiresOn };
  });

export type DocumentUpload = z.output<typeof documentUpload>;
