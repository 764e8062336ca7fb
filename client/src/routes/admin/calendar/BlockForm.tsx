import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/form/FormField';
import { CarSelect } from '../../../components/form/CarSelect';
import { FormNotice, type Notice } from '../../../components/form/FormNotice';
import { serverMessage } from '../../../components/serverMessage';
import { useCreateBlockMutation } from './useCreateBlockMutation';
import type { BlockReason } from '../../../gql/graphql';

const REASONS: { value: BlockReason; label: string }[] = [
  { value: 'service', label: 'Service' },
  { value: 'repair', label: 'Repair' },
  { value: 'registration', label: 'Registration' },
  { value: 'other', label: 'Other' },
];

interface Props {
  cars: { id: string; name: string }[];
  /** The car chosen on its admin card (/admin/calendar?carId=…). */
  carId?: string | null;
}

/** Takes a car out of service: the car, the period (Indore time) and why. */
export function BlockForm({ cars, carId }: Props) {
  const id = useId();
  const [car, setCar] = useState(carId && cars.some((c) => c.id === carId) ? carId : (cars[0]?.id ?? ''));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState<BlockReason>(REASONS[0].value);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [createBlock, { loading }] = useCreateBlockMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await createBlock({ variables: { input: { carId: car, from, to, reason } } });
      setNotice({ kind: 'success', text: 'Car blocked.' });
      setFrom('');
      setTo('');
    } catch (error) {
      setNotice({ kind: 'error', text: 'Could not block the car.', detail: serverMessage(error) });
    }
  };

  return (
    <form className="admin-panel block-form" aria-label="Block a car" onSubmit={submit}>
      <h2>Block a car</h2>
      <CarSelect id={`${id}-car`} cars={cars} value={car} onChange={setCar} />
      <FormField id={`${id}-from`} label="From (Indore time)">
        <input id={`${id}-from`} type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} required />
      </FormField>
      <FormField id={`${id}-to`} label="To (Indore time)">
        <input id={`${id}-to`} type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} required />
      </FormField>
      <FormField id={`${id}-reason`} label="Reason">
        <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as BlockReason)}>
          {REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </FormField>
      <button type="submit" className="btn btn--primary" disabled={loading || !car}>
        {loading ? 'Blocking...' : 'Block'}
      </button>
      <FormNotice notice={notice} />
    </form>
  );
}
