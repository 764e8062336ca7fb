/** The booking's driver and the verified licence, side by side (issue 28: the driver is the licence holder). */
export interface DriverCheckData {
  bookingName: string;
  bookingLicence: string;
  licenceNumber?: string | null;
  licenceHolder?: string | null;
  matches: boolean;
}

export function DriverCheck({ check, confirmedReason }: { check: DriverCheckData; confirmedReason?: string | null }) {
  return (
    <div className={`driver-check${check.matches ? '' : ' driver-check--mismatch'}`}>
      <dl className="driver-check__pairs">
        <div>
          <dt>Booking</dt>
          <dd>
            {check.bookingName} · licence {check.bookingLicence}
          </dd>
        </div>
        <div>
          <dt>Verified licence</dt>
          <dd>{check.licenceNumber ? `${check.licenceHolder ?? ''} · licence ${check.licenceNumber}` : 'none verified'}</dd>
        </div>
      </dl>
      {!check.matches && !confirmedReason && (
        <p className="driver-check__warning" role="status">
          The driver does not match the verified licence: check the original, and give a reason to hand over anyway.
        </p>
      )}
      {confirmedReason && <p className="driver-check__reason">Handed over after a mismatch: {confirmedReason}</p>}
    </div>
  );
}
