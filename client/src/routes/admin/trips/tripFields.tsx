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

/** Photos of the car: the phone's camera opens directly (capture), several at once. */
export function PhotosField({ id, label, onChange }: { id: string; label: string; onChange: (files: File[]) => void }) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} type="file" accept="image/*" capture="environment" multiple onChange={(e) => onChange([...(e.target.files ?? [])])} />
    </div>
  );
}

export type CounterMethod = 'CASH' | 'CARD' | 'UPI';
const COUNTER_METHODS: { method: CounterMethod; label: string; reference: string }[] = [
  { method: 'CASH', label: 'Cash', reference: 'Receipt number (optional)' },
  { method: 'UPI', label: 'UPI', reference: '12-digit UTR' },
  { method: 'CARD', label: 'Card', reference: 'Card slip or terminal reference' },
];

/** Money taken at the counter (the advance, the deposit): how, and its reference. */
export function CounterMoneyField(props: {
  id: string;
  legend: string;
  method: CounterMethod;
  reference: string;
  onMethod: (method: CounterMethod) => void;
  onReference: (reference: string) => void;
}) {
  const chosen = COUNTER_METHODS.find((m) => m.method === props.method)!;
  return (
    <fieldset className="trip-form__money">
      <legend>{props.legend}</legend>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${props.id}-method`}>
          Taken by
        </label>
        <select id={`${props.id}-method`} value={props.method} onChange={(e) => props.onMethod(e.target.value as CounterMethod)}>
          {COUNTER_METHODS.map((m) => (
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
        <input id={`${props.id}-reference`} value={props.reference} maxLength={60} onChange={(e) => props.onReference(e.target.value)} />
      </div>
    </fieldset>
  );
}
