import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { shrinkPhoto } from './shrinkPhoto';
import type { SettleMethod } from '../../../gql/graphql';

const FUEL_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** Fuel in eighths of a tank, as the gauge shows it. */
export function FuelSelect({ id, value, onChange }: { id: string; value: number; onChange: (eighths: number) => void }) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        Fuel (eighths of a tank)
      </label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {FUEL_LEVELS.map((eighths) => (
          <option key={eighths} value={eighths}>
            {eighths === 8 ? 'Full (8/8)' : eighths === 0 ? 'Empty (0/8)' : `${eighths}/8`}
          </option>
        ))}
      </select>
    </div>
  );
}

export function OdometerField({ id, value, onChange }: { id: string; value: string; onChange: (km: string) => void }) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        Odometer (km)
      </label>
      <input id={id} type="number" inputMode="numeric" min={0} step={1} required value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

interface Progress {
  index: number;
  count: number;
  percent: number;
}

/** One chosen photo as a thumbnail, with a button to take it out. */
function PhotoThumb({ file, number, onRemove }: { file: File; number: number; onRemove: () => void }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return (
    <li className="trip-photos__item">
      {url && <img src={url} alt={`Shot ${number}`} width={96} height={72} />}
      <button type="button" className="trip-photos__remove" aria-label={`Remove photo ${number}`} onClick={onRemove}>
        ×
      </button>
    </li>
  );
}

/**
 * Photos of the car, as a phone takes them (issue 32): each capture (or a few chosen from the gallery) adds to the
 * ones before, each is made small on the phone first (shrinkPhoto), with its progress, and a thumbnail can be taken
 * out. The camera button opens the camera at once; the gallery button lets staff pick photos taken earlier.
 */
export function PhotosField({
  id,
  label,
  photos,
  onChange,
}: {
  id: string;
  label: string;
  photos: readonly File[];
  onChange: Dispatch<SetStateAction<File[]>>;
}) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function add(input: HTMLInputElement) {
    const files = [...(input.files ?? [])];
    // Cleared, so that the next capture is a change even when the camera answers a file of the same name.
    input.value = '';
    setFailed(null);
    for (const [index, file] of files.entries()) {
      setProgress({ index, count: files.length, percent: 0 });
      try {
        const small = await shrinkPhoto(file, (percent) => setProgress({ index, count: files.length, percent }));
        onChange((chosen) => [...chosen, small]);
      } catch {
        setFailed(`${file.name} could not be read as a photo. Take it again.`);
      }
    }
    setProgress(null);
  }

  return (
    <fieldset className="trip-photos">
      <legend className="form-field__label">{label}</legend>
      <div className="trip-photos__pick">
        <label className="btn btn--ghost btn--small" htmlFor={id}>
          Take a photo
          <input
            id={id}
            className="visually-hidden"
            type="file"
            accept="image/*"
            capture="environment"
            aria-label={label}
            onChange={(e) => void add(e.currentTarget)}
          />
        </label>
        <label className="btn btn--ghost btn--small" htmlFor={`${id}-gallery`}>
          Choose from the gallery
          <input
            id={`${id}-gallery`}
            className="visually-hidden"
            type="file"
            accept="image/*"
            multiple
            onChange={(e) => void add(e.currentTarget)}
          />
        </label>
      </div>
      {progress && (
        <p className="trip-form__hint" role="status">
          Preparing photo {progress.index + 1} of {progress.count}…{' '}
          <progress max={100} value={Math.round(progress.percent)} aria-label="Preparing the photo" />
        </p>
      )}
      {failed && (
        <p className="trip-form__hint" role="alert">
          {failed}
        </p>
      )}
      <p className="trip-form__hint" aria-live="polite">
        {photos.length === 1 ? '1 photo ready' : `${photos.length} photos ready`}
      </p>
      {photos.length > 0 && (
        <ul className="trip-photos__list">
          {photos.map((file, i) => (
            <PhotoThumb
              // biome-ignore lint/suspicious/noArrayIndexKey: a photo has no identity but its place in the list
              key={`${i}-${file.name}-${file.size}`}
              file={file}
              number={i + 1}
              onRemove={() => onChange((chosen) => chosen.filter((f) => f !== file))}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

interface MethodChoice<M extends SettleMethod> {
  method: M;
  label: string;
  reference: string;
}

/** How money changes hands, with the reference each way gives (one list for the handover and the settlement). */
export const PAYMENT_METHODS: MethodChoice<SettleMethod>[] = [
  { method: 'CASH', label: 'Cash', reference: 'Receipt number (optional)' },
  { method: 'UPI', label: 'UPI', reference: '12-digit UTR' },
  { method: 'CARD', label: 'Card', reference: 'Card slip or terminal reference' },
  { method: 'ONLINE', label: 'Online (Razorpay)', reference: 'Razorpay payment id (pay_…)' },
];

/** The ways money is taken at the counter: every payment method but Razorpay's. */
export type CounterMethod = Exclude<SettleMethod, 'ONLINE'>;
const COUNTER_METHODS = PAYMENT_METHODS.filter((m): m is MethodChoice<CounterMethod> => m.method !== 'ONLINE');

/** A payment's method and its reference, labelled for the method chosen; `locked` while staff confirm. */
export function MethodFields<M extends SettleMethod>(props: {
  id: string;
  methodLabel: string;
  methods: MethodChoice<M>[];
  method: M;
  reference: string;
  locked?: boolean;
  onMethod: (method: M) => void;
  onReference: (reference: string) => void;
}) {
  const chosen = props.methods.find((m) => m.method === props.method)!;
  return (
    <>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${props.id}-method`}>
          {props.methodLabel}
        </label>
        <select
          id={`${props.id}-method`}
          value={props.method}
          disabled={props.locked}
          onChange={(e) => props.onMethod(e.target.value as M)}
        >
          {props.methods.map((m) => (
            <option key={m.method} value={m.method}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${props.id}-reference`}>
          {chosen.reference}
        </label>
        <input
          id={`${props.id}-reference`}
          value={props.reference}
          maxLength={60}
          readOnly={props.locked}
          onChange={(e) => props.onReference(e.target.value)}
        />
      </div>
    </>
  );
}

/** Money taken at the counter (the advance, the deposit): how, and its reference. */
export function CounterMoneyField(props: {
  id: string;
  legend: string;
  method: CounterMethod;
  reference: string;
  onMethod: (method: CounterMethod) => void;
  onReference: (reference: string) => void;
}) {
  return (
    <fieldset className="trip-form__money">
      <legend>{props.legend}</legend>
      <MethodFields {...props} methodLabel="Taken by" methods={COUNTER_METHODS} />
    </fieldset>
  );
}
