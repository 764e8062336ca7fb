import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/form/FormField';
import { CarOptions } from '../../../components/form/CarSelect';
import { FormNotice, type Notice } from '../../../components/form/FormNotice';
import { serverMessage } from '../../../components/serverMessage';
import { useCreatePriceRuleMutation } from './useCreatePriceRuleMutation';

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A new price rule: name, days (a date range, weekdays, or both), cars, a percentage or a daily price, and a priority. */
export function PriceRuleForm({ cars }: { cars: { id: string; name: string }[] }) {
  const id = useId();
  const [name, setName] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [carIds, setCarIds] = useState<string[]>([]);
  const [kind, setKind] = useState<'percent' | 'dailyPrice'>('percent');
  const [amount, setAmount] = useState('');
  const [priority, setPriority] = useState('0');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [createRule, { loading }] = useCreatePriceRuleMutation();
  const toggle = (day: number) => setWeekdays((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    try {
      await createRule({
        variables: {
          input: {
            name,
            from: from || null,
            to: to || null,
            weekdays,
            carIds,
            percent: kind === 'percent' ? value : null,
            dailyPrice: kind === 'dailyPrice' ? value : null,
            priority: Number(priority) || 0,
          },
        },
      });
      setNotice({ kind: 'success', text: 'Price rule added.' });
      setName('');
      setAmount('');
    } catch (error) {
      setNotice({ kind: 'error', text: 'Could not add the price rule.', detail: serverMessage(error) });
    }
  };

  return (
    <form className="admin-panel pricing-form" aria-label="New price rule" onSubmit={submit}>
      <h2>New price rule</h2>
      <FormField id={`${id}-name`} label="Name (shown to customers)">
        <input id={`${id}-name`} value={name} maxLength={80} required onChange={(e) => setName(e.target.value)} />
      </FormField>
      <FormField id={`${id}-from`} label="From day">
        <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </FormField>
      <FormField id={`${id}-to`} label="To day">
        <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </FormField>
      <fieldset className="pricing-form__days">
        <legend>Weekdays (none: every day)</legend>
        {WEEKDAYS.map((label, day) => (
          <label key={label}>
            <input type="checkbox" checked={weekdays.includes(day)} onChange={() => toggle(day)} /> {label}
          </label>
        ))}
      </fieldset>
      <FormField id={`${id}-cars`} label="Cars (none selected: every car)">
        <select id={`${id}-cars`} multiple value={carIds} onChange={(e) => setCarIds(Array.from(e.target.selectedOptions, (o) => o.value))}>
          <CarOptions cars={cars} />
        </select>
      </FormField>
      <FormField id={`${id}-kind`} label="Adjustment">
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as 'percent' | 'dailyPrice')}>
          <option value="percent">Percent up or down (e.g. 15 or -10)</option>
          <option value="dailyPrice">Fixed price per day (₹)</option>
        </select>
      </FormField>
      <FormField id={`${id}-amount`} label={kind === 'percent' ? 'Percent' : 'Price per day'}>
        <input id={`${id}-amount`} type="number" step={1} value={amount} required onChange={(e) => setAmount(e.target.value)} />
      </FormField>
      <FormField id={`${id}-priority`} label="Priority (highest wins)">
        <input id={`${id}-priority`} type="number" step={1} value={priority} onChange={(e) => setPriority(e.target.value)} />
      </FormField>
      <button type="submit" className="btn btn--primary" disabled={loading}>
        {loading ? 'Adding...' : 'Add rule'}
      </button>
      <FormNotice notice={notice} />
    </form>
  );
}
