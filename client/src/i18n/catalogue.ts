/** A translation of a catalogue: the same keys, any strings (TypeScript holds the Hindi files to the English shape). */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
