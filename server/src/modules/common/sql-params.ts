/** Writes a value's placeholder (`?`) and adds the value, in the order the SQL text is written. */
export type Param = (value: unknown) => string;

/**
 * Parameters for SQL composed of fragments: every `${p(value)}` in a template literal is evaluated in reading order,
 * so the values line up with the placeholders however many fragments take part.
 */
export function sqlParams(): { values: unknown[]; p: Param } {
  const values: unknown[] = [];
  return {
    values,
    p: (value) => {
      values.push(value);
      return '?';
    },
  };
}
