import { useCallback, useState, type FormEvent } from 'react';
import { FormNotice, type Notice } from '../../../components/form/FormNotice';
import { serverMessage } from '../../../components/serverMessage';
import { useStartTripMutation } from './useStartTripMutation';
import { formatRupees } from '../../../lib/formatRupees';
import { CounterMoneyField, FuelSelect, OdometerField, PhotosField, type CounterMethod } from './tripFields';
import { SignatureField } from './SignatureField';

const MIN_PHOTOS = 4;

/**
 * The handover: odometer, fuel, at least four photos, the originals seen and the customer's signature; when the
 * booking's driver differs from the verified licence, staff's reason to hand over anyway (kept on the trip); the unpaid
 * advance taken in the same step (the server refuses keys without it) and how the deposit was taken.
 */
export function StartTripForm({
  bookingId,
  due,
  driverMatches = true,
  onDone,
}: {
  bookingId: string;
  due: number;
  driverMatches?: boolean;
  onDone: () => void;
}) {
  const [odometer, setOdometer] = useState('');
  const [correction, setCorrection] = useState('');
  const [advanceMethod, setAdvanceMethod] = useState<CounterMethod>('CASH');
  const [advanceReference, setAdvanceReference] = useState('');
  const [depositMethod, setDepositMethod] = useState<CounterMethod>('CASH');
  const [depositReference, setDepositReference] = useState('');
  const [fuel, setFuel] = useState(8);
  const [photos, setPhotos] = useState<File[]>([]);
  const [signature, setSignature] = useState<Blob | null>(null);
  const [originalsSeen, setOriginalsSeen] = useState(false);
  const [mismatchReason, setMismatchReason] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [startTrip, { loading }] = useStartTripMutation();
  const onSignature = useCallback((png: Blob | null) => setSignature(png), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (photos.length < MIN_PHOTOS) return setNotice({ kind: 'error', text: `Take at least ${MIN_PHOTOS} photos of the car.` });
    if (!signature) return setNotice({ kind: 'error', text: 'Ask the customer to sign on the screen.' });
    if (!originalsSeen) return setNotice({ kind: 'error', text: 'Check the original driving licence and Aadhaar card first.' });
    if (!driverMatches && !mismatchReason.trim())
      return setNotice({ kind: 'error', text: 'The driver does not match the verified licence: give a reason to hand over anyway.' });
    try {
      await startTrip({
        variables: {
          bookingId,
          input: {
            odometerKm: Number(odometer),
            fuelEighths: fuel,
            photos,
            signature: new File([signature], 'signature.png', { type: 'image/png' }),
            originalsSeen,
            odometerCorrection: correction.trim() || null,
            ...(due > 0 ? { advanceMethod, advanceReference: advanceReference.trim() || null } : {}),
            depositMethod,
            depositReference: depositReference.trim() || null,
            ...(driverMatches ? {} : { driverMismatchReason: mismatchReason.trim() }),
          },
        },
      });
      onDone();
    } catch (err) {
      setNotice({ kind: 'error', text: serverMessage(err) ?? 'Could not start the trip. Please try again.' });
    }
  }

  return (
    <form className="trip-form" onSubmit={(e) => void submit(e)} aria-label="Hand over the keys">
      <OdometerField id={`start-odometer-${bookingId}`} value={odometer} onChange={setOdometer} />
      <div className="form-field">
        <label className="form-field__label" htmlFor={`start-correction-${bookingId}`}>
          Correction reason (only if the reading is below the car's last return)
        </label>
        <input id={`start-correction-${bookingId}`} value={correction} maxLength={300} onChange={(e) => setCorrection(e.target.value)} />
      </div>
      <FuelSelect id={`start-fuel-${bookingId}`} value={fuel} onChange={setFuel} />
      {due > 0 && (
        <CounterMoneyField
          id={`start-advance-${bookingId}`}
          legend={`Advance due: ${formatRupees(due)} (take it now)`}
          method={advanceMethod}
          reference={advanceReference}
          onMethod={setAdvanceMethod}
          onReference={setAdvanceReference}
        />
      )}
      <CounterMoneyField
        id={`start-deposit-${bookingId}`}
        legend="Security deposit"
        method={depositMethod}
        reference={depositReference}
        onMethod={setDepositMethod}
        onReference={setDepositReference}
      />
      <PhotosField
        id={`start-photos-${bookingId}`}
        label={`Photos of the car (at least ${MIN_PHOTOS})`}
        photos={photos}
        onChange={setPhotos}
      />
      <label className="trip-form__check">
        <input type="checkbox" checked={originalsSeen} onChange={(e) => setOriginalsSeen(e.target.checked)} /> I have seen the original
        driving licence and Aadhaar card
      </label>
      {!driverMatches && (
        <label className="trip-form__field" htmlFor={`start-driver-${bookingId}`}>
          Why hand over although the driver does not match the licence?
          <input
            id={`start-driver-${bookingId}`}
            maxLength={300}
            value={mismatchReason}
            onChange={(e) => setMismatchReason(e.target.value)}
          />
        </label>
      )}
      <SignatureField id={`start-signature-${bookingId}`} onChange={onSignature} />
      <FormNotice notice={notice} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={loading}>
          {loading ? 'Starting…' : 'Start trip'}
        </button>
      </div>
    </form>
  );
}
