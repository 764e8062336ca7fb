import { FormField } from './FormField';

interface Props {
  id: string;
  label?: string;
  cars: readonly { id: string; name: string }[];
  value: string;
  onChange: (carId: string) => void;
}

/** A labelled choice of one car of the fleet (admin forms). */
export function CarSelect({ id, label = 'Car', cars, value, onChange }: Props) {
  return (
    <FormField id={id} label={label}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} required>
        <CarOptions cars={cars} />
      </select>
    </FormField>
  );
}

/** One option per car (a single or a multiple choice). */
export function CarOptions({ cars }: { cars: readonly { id: string; name: string }[] }) {
  return cars.map((c) => (
    <option key={c.id} value={c.id}>
      {c.name}
    </option>
  ));
}
