import type { Param } from '../common/sql-params.js';
import type { LicenceDates, LicenceOnFileSql } from '../bookings/licence-check.js';
import { DocumentKind, DocumentStatus } from './document.enums.js';

/**
 * A customer's licence on file (the one not rejected) as pieces of the booking's one statement: the booking is judged
 * in TypeScript by document-rules.ts, and the statement books only while the licence is still the one judged, as it
 * does with the car's price.
 */
export function licenceOnFileSql(customerId: string, judged: LicenceDates | null): LicenceOnFileSql {
  const onFile = (p: Param) =>
    `select to_char(date_of_birth, 'YYYY-MM-DD') as "dateOfBirth", to_char(issued_on, 'YYYY-MM-DD') as "issuedOn",
            to_char(expires_on, 'YYYY-MM-DD') as "expiresOn"
       from documents where owner_id = ${p(customerId)}::uuid and kind = '${DocumentKind.DRIVING_LICENCE}' and status <> '${DocumentStatus.REJECTED}'`;
  return {
    onFile,
    asJudged: (p) =>
      judged
        ? `exists (select 1 from (${onFile(p)}) l where l."dateOfBirth" is not distinct from ${p(judged.dateOfBirth)}::text
             and l."issuedOn" is not distinct from ${p(judged.issuedOn)}::text and l."expiresOn" is not distinct from ${p(judged.expiresOn)}::text)`
        : `not exists (${onFile(p)})`,
  };
}
