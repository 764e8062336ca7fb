import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { FormField } from '../../components/form/FormField';
import { formatRupees } from '../../lib/formatRupees';

/** Self pick-up and return, or doorstep delivery for the pick-up, the return, or both. */
export type DeliveryChoice = 'none' | 'pickup' | 'return' | 'both';

export interface DeliveryValues {
  choice: DeliveryChoice;
  pickupAddress: string;
  pickupLandmark: string;
  returnAddress: string;
  returnLandmark: string;
}

export const NO_DELIVERY: DeliveryValues = { choice: 'none', pickupAddress: '', pickupLandmark: '', returnAddress: '', returnLandmark: '' };

export const deliversAtPickup = (d: DeliveryValues) => d.choice === 'pickup' || d.choice === 'both';
export const collectsAtReturn = (d: DeliveryValues) => d.choice === 'return' || d.choice === 'both';

/** The booking's `delivery` field, or undefined for self pick-up and return. */
export function deliveryInput(d: DeliveryValues) {
  if (d.choice === 'none') return undefined;
  const pickup = deliversAtPickup(d);
  const collect = collectsAtReturn(d);
  return {
    pickupAddress: pickup ? d.pickupAddress : null,
    pickupLandmark: pickup ? d.pickupLandmark.trim() || null : null,
    returnAddress: collect ? d.returnAddress : null,
    returnLandmark: collect ? d.returnLandmark.trim() || null : null,
  };
}

interface Props {
  values: DeliveryValues;
  fee: number;
  radiusKm: number;
  onChange: (patch: Partial<DeliveryValues>) => void;
}

/** Doorstep delivery (SPEC.md: 0-5 minutes before the start, collection within 30 minutes after the end). */
export function DeliveryFields({ values, fee, radiusKm, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const hint = t('delivery.hint', { km: radiusKm });
  return (
    <div className="booking-form__grid">
      <div className="booking-form__wide">
        <FormField id={`${id}-choice`} label={t('delivery.choice')}>
          <select id={`${id}-choice`} value={values.choice} onChange={(e) => onChange({ choice: e.target.value as DeliveryChoice })}>
            <option value="none">{t('delivery.none')}</option>
            <option value="pickup">{t('delivery.pickup', { fee: formatRupees(fee) })}</option>
            <option value="return">{t('delivery.return', { fee: formatRupees(fee) })}</option>
            <option value="both">{t('delivery.both', { fee: formatRupees(2 * fee) })}</option>
          </select>
        </FormField>
      </div>
      {deliversAtPickup(values) && <LegFields id={id} leg="pickup" hint={hint} values={values} onChange={onChange} />}
      {collectsAtReturn(values) && <LegFields id={id} leg="return" hint={hint} values={values} onChange={onChange} />}
    </div>
  );
}

const LEG_LABELS = {
  pickup: { address: 'delivery.address', landmark: 'delivery.landmark' },
  return: { address: 'delivery.collection', landmark: 'delivery.collectionLandmark' },
} as const;

type LegText = `${keyof typeof LEG_LABELS}${'Address' | 'Landmark'}`;

/** One leg's address (required) and the landmark near it (optional: it lets the server take an area it does not know). */
function LegFields(props: { id: string; leg: keyof typeof LEG_LABELS; hint: string } & Pick<Props, 'values' | 'onChange'>) {
  const { t } = useTranslation();
  const { id, leg, values } = props;
  const field = (name: LegText) => ({
    value: values[name],
    onChange: (value: string) => {
      const patch: Partial<DeliveryValues> = {};
      patch[name] = value;
      props.onChange(patch);
    },
  });
  return (
    <>
      <TextField
        id={`${id}-${leg}`}
        label={t(LEG_LABELS[leg].address)}
        hint={props.hint}
        required
        maxLength={300}
        {...field(`${leg}Address`)}
      />
      <TextField
        id={`${id}-${leg}-landmark`}
        label={t(LEG_LABELS[leg].landmark)}
        hint={t('delivery.landmarkHint')}
        maxLength={120}
        {...field(`${leg}Landmark`)}
      />
    </>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  hint: string;
  required?: boolean;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
}

function TextField(props: TextFieldProps) {
  return (
    <div className="booking-form__wide">
      <FormField id={props.id} label={props.label} hint={props.hint}>
        <input
          id={props.id}
          type="text"
          required={props.required}
          maxLength={props.maxLength}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </FormField>
    </div>
  );
}
