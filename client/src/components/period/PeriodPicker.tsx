import { useTranslation } from 'react-i18next';
import { useId, type ChangeEvent } from 'react';
import { FormField } from '../form/FormField';
import { cityNow } from '../../lib/cityClock';
import { PERIOD_KEYS, type PeriodFields } from './period';

const LABELS = {
  pickupDate: 'period.pickupDate',
  pickupTime: 'period.pickupTime',
  dropDate: 'period.dropDate',
  dropTime: 'period.dropTime',
} as const satisfies Record<keyof PeriodFields, string>;

interface Props {
  value: PeriodFields;
  onChange: (value: PeriodFields) => void;
  /** Shown under the fields, e.g. why the period is not complete yet. */
  hint?: string | null;
  legend?: string;
}

/** The listing's optional period: with all four filled in, each car says whether it is free then. */
export function PeriodPicker({ value, onChange, hint, legend }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const today = cityNow().date;
  const field = (key: keyof PeriodFields) => ({
    id: `${id}-${key}`,
    value: value[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...value, [key]: event.target.value }),
  });
  return (
    <fieldset className="period-picker">
      <legend className="period-picker__legend">{legend ?? t('period.legend')}</legend>
      <div className="period-picker__fields">
        {PERIOD_KEYS.map((key) => (
          <FormField key={key} id={`${id}-${key}`} label={t(LABELS[key])}>
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
