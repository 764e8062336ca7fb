import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { FormField } from '../../components/form/FormField';
import { formatRupees } from '../../lib/formatRupees';

/** Self pick-up and return, or doorstep delivery for the pick-up, the return, or both. */
export type DeliveryChoice = 'none' | 'pickup' | 'return' | 'both';

export interface DeliveryValues {
  choice: DeliveryChoice;
  pickupAddress: string;
  returnAddress: string;
}

export const NO_DELIVERY: DeliveryValues = { choice: 'none', pickupAddress: '', returnAddress: '' };

export const deliversAtPickup = (d: DeliveryValues) => d.choice === 'pickup' || d.choice === 'both';
export const collectsAtReturn = (d: DeliveryValues) => d.choice === 'return' || d.choice === 'both';

/** The booking's `delivery` field, or undefined for self pick-up and return. */
export function deliveryInput(d: DeliveryValues) {
  if (d.choice === 'none') return undefined;
  return {
    pickupAddress: deliversAtPickup(d) ? d.pickupAddress : null,
    returnAddress: collectsAtReturn(d) ? d.returnAddress : null,
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
      {deliversAtPickup(values) && (
        <AddressField
          id={`${id}-pickup`}
          label={t('delivery.address')}
          hint={hint}
          value={values.pickupAddress}
          onChange={(pickupAddress) => onChange({ pickupAddress })}
        />
      )}
      {collectsAtReturn(values) && (
        <AddressField
          id={`${id}-return`}
          label={t('delivery.collection')}
          hint={hint}
          value={values.returnAddress}
          onChange={(returnAddress) => onChange({ returnAddress })}
        />
      )}
    </div>
  );
}

function AddressField(props: { id: string; label: string; hint: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="booking-form__wide">
      <FormField id={props.id} label={props.label} hint={props.hint}>
        <input id={props.id} type="text" required maxLength={300} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
      </FormField>
    </div>
  );
}
