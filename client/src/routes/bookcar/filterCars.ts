export interface Searchable {
  name: string;
  location: string;
}

/** Cars whose name or location contains the search text, case-insensitively; all cars for an empty search. */
export function filterCars<T extends Searchable>(cars: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...cars];
  return cars.filter((car) => car.name.toLowerCase().includes(needle) || car.location.toLowerCase().includes(needle));
}
