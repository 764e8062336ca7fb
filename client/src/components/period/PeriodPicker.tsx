import { useId, type ChangeEvent } from 'react';
import { FormField } from '../form/FormField';
import { cityNow } from '../../lib/cityClock';
import { PERIOD_KEYS, type PeriodFields } from './period';

const LABELS: Record<keyof PeriodFields, string> = {
  pickupDate: 'Pick-up date',
  pickupTime: 'Pick-up time',
  dropDate: 'Drop-off date',
  dropTime: 'Drop-off time',
};

interface Props {
  value: PeriodFields;
  onChange: (value: PeriodFields) => void;
  /** Shown under the fields, e.g. why the period is not complete yet. */
  hint?: string | null;
  legend?: string;
}

/** The listing's optional period: with all four filled in, each car says whether it is free then. */
export function PeriodPicker({ value, onChange, hint, legend = 'When do you need it? (optional)' }: Props) {
  const id = useId();
  const today = cityNow().date;
  const field = (key: keyof PeriodFields) => ({
    id: `${id}-${key}`,
    value: value[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...value, [key]: event.target.value }),
  });
  return (
    <fieldset className="period-picker">
      <legend className="period-picker__legend">{legend}</legend>
      <div className="period-picker__fields">
        {PERIOD_KEYS.map((key) => (
          <FormField key={key} id={`${id}-${key}`} label={LABELS[key]}>
            <input type={key.endsWith('Date') ? 'date' : 'time'} min={key.endsWith('Date') ? today : undefined} {...field(key)} />
          </FormField>
        ))}
      </div>
      {hint && (
        <p className="period-picker__hint" role="status">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
