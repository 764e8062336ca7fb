import { useCallback, useState, type FormEvent } from 'react';
import { FormNotice, type Notice } from '../../../components/form/FormNotice';
import { serverMessage } from '../../../components/serverMessage';
import { useStartTripMutation } from '../../../mutations/useStartTripMutation';
import { FuelSelect, OdometerField, PhotosField } from './tripFields';
import { SignatureField } from './SignatureField';

const MIN_PHOTOS = 4;

/**
 * The handover: odometer, fuel, at least four photos, the originals seen and the customer's signature; when the
 * booking's driver differs from the verified licence, staff's reason to hand over anyway (kept on the trip).
 */
export function StartTripForm({
  bookingId,
  driverMatches = true,
  onDone,
}: {
  bookingId: string;
  driverMatches?: boolean;
  onDone: () => void;
}) {
  const [odometer, setOdometer] = useState('');
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
            // An unpaid advance is taken with the keys (the server refuses them otherwise): cash with a receipt number it makes.
            advanceMethod: 'CASH',
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
      <FuelSelect id={`start-fuel-${bookingId}`} value={fuel} onChange={setFuel} />
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
