import { useState, type FormEvent } from 'react';
import { FormNotice, type Notice } from '../../../components/form/FormNotice';
import { serverMessage } from '../../../components/serverMessage';
import { useEndTripMutation } from './useEndTripMutation';
import type { TripChargeKind, TripFee } from '../../../gql/graphql';
import { FuelSelect, OdometerField, PhotosField } from './tripFields';

/** SPEC.md's fees, as the policy block lists them. */
const FEES: { fee: TripFee; label: string }[] = [
  { fee: 'OVERSPEEDING', label: 'Over-speeding (₹1000)' },
  { fee: 'SMOKING', label: 'Smoking (₹500)' },
  { fee: 'KEY_NOT_RETURNED', label: 'Key not returned within 3 days (₹2000)' },
  { fee: 'MATS_CLEANING', label: 'Removable mats cleaning (₹500)' },
];
const CHARGE_KINDS: { kind: TripChargeKind; label: string }[] = [
  { kind: 'TOLL', label: 'Toll' },
  { kind: 'FINE', label: 'Traffic fine' },
  { kind: 'DAMAGE', label: 'Damage' },
  { kind: 'OTHER', label: 'Other' },
];

interface ChargeRow {
  kind: TripChargeKind;
  description: string;
  amount: string;
}

/** The current minute as a datetime-local value (the city's clock is the device's at the counter). */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The return: when, odometer, fuel, photos, SPEC's fees and other charges; the server answers the bill. */
export function EndTripForm({
  bookingId,
  handoverFuel = 8,
  onDone,
}: {
  bookingId: string;
  /** The fuel at the handover: a car usually comes back as it went out (issue 32), so the return starts there. */
  handoverFuel?: number;
  onDone: () => void;
}) {
  const [returnedAt, setReturnedAt] = useState(localNow);
  const [odometer, setOdometer] = useState('');
  const [fuel, setFuel] = useState(handoverFuel);
  const [photos, setPhotos] = useState<File[]>([]);
  const [fees, setFees] = useState<TripFee[]>([]);
  const [charges, setCharges] = useState<ChargeRow[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [endTrip, { loading }] = useEndTripMutation();

  const setCharge = (index: number, change: Partial<ChargeRow>) =>
    setCharges((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await endTrip({
        variables: {
          bookingId,
          input: {
            returnedAt: new Date(returnedAt).toISOString(),
            odometerKm: Number(odometer),
            fuelEighths: fuel,
            photos,
            fees,
            charges: charges.map((c) => ({ kind: c.kind, description: c.description, amount: Number(c.amount) })),
          },
        },
      });
      onDone();
    } catch (err) {
      setNotice({ kind: 'error', text: serverMessage(err) ?? 'Could not record the return. Please try again.' });
    }
  }

  return (
    <form className="trip-form" onSubmit={(e) => void submit(e)} aria-label="Record the return">
      <div className="form-field">
        <label className="form-field__label" htmlFor={`end-at-${bookingId}`}>
          Returned at
        </label>
        <input
          id={`end-at-${bookingId}`}
          type="datetime-local"
          required
          value={returnedAt}
          onChange={(e) => setReturnedAt(e.target.value)}
        />
      </div>
      <OdometerField id={`end-odometer-${bookingId}`} value={odometer} onChange={setOdometer} />
      <FuelSelect id={`end-fuel-${bookingId}`} value={fuel} onChange={setFuel} />
      <PhotosField id={`end-photos-${bookingId}`} label="Photos at return (damage close-ups)" photos={photos} onChange={setPhotos} />
      <fieldset className="trip-form__fees">
        <legend>Fees</legend>
        {FEES.map(({ fee, label }) => (
          <label key={fee} className="trip-form__check">
            <input
              type="checkbox"
              checked={fees.includes(fee)}
              onChange={(e) => setFees((chosen) => (e.target.checked ? [...chosen, fee] : chosen.filter((f) => f !== fee)))}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="trip-form__charges">
        <legend>Other charges</legend>
        {charges.map((charge, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own until saved
          <div key={index} className="trip-form__charge">
            <label>
              <span className="visually-hidden">Charge {index + 1} kind</span>
              <select value={charge.kind} onChange={(e) => setCharge(index, { kind: e.target.value as TripChargeKind })}>
                {CHARGE_KINDS.map(({ kind, label }) => (
                  <option key={kind} value={kind}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span className="visually-hidden">Charge {index + 1} note</span>
              <input
                placeholder="Note"
                required
                value={charge.description}
                onChange={(e) => setCharge(index, { description: e.target.value })}
              />
            </label>
            <label>
              <span className="visually-hidden">Charge {index + 1} amount in rupees</span>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                placeholder="₹"
                required
                value={charge.amount}
                onChange={(e) => setCharge(index, { amount: e.target.value })}
              />
            </label>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => setCharges((rows) => rows.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => setCharges((rows) => [...rows, { kind: 'TOLL', description: '', amount: '' }])}
        >
          Add a charge
        </button>
      </fieldset>
      <FormNotice notice={notice} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={loading}>
          {loading ? 'Saving…' : 'Record return and show the bill'}
        </button>
      </div>
    </form>
  );
}
