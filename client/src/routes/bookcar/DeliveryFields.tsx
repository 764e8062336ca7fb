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
  const id = useId();
  const hint = `Name your area (e.g. Vijay Nagar). We deliver within ${radiusKm} km of the city centre.`;
  return (
    <div className="booking-form__grid">
      <div className="booking-form__wide">
        <FormField id={`${id}-choice`} label="Pick-up and return">
          <select id={`${id}-choice`} value={values.choice} onChange={(e) => onChange({ choice: e.target.value as DeliveryChoice })}>
            <option value="none">I will pick up and return the car</option>
            <option value="pickup">Deliver the car to me ({formatRupees(fee)})</option>
            <option value="return">Collect the car from me ({formatRupees(fee)})</option>
            <option value="both">Deliver and collect ({formatRupees(2 * fee)})</option>
          </select>
        </FormField>
      </div>
      {deliversAtPickup(values) && (
        <AddressField
          id={`${id}-pickup`}
          label="Delivery address"
          hint={hint}
          value={values.pickupAddress}
          onChange={(pickupAddress) => onChange({ pickupAddress })}
        />
      )}
      {collectsAtReturn(values) && (
        <AddressField
          id={`${id}-return`}
          label="Collection address"
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
