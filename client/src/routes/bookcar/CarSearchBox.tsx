import { SearchIcon } from '../../components/icons';

export function CarSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label className="car-search">
      <SearchIcon size={18} />
      <span className="visually-hidden">Search by car name or location</span>
      <input type="search" value={value} onChange={(event) => onChange(event.target.value)}
        placeholder="Search by car name or location" />
    </label>
  );
}
