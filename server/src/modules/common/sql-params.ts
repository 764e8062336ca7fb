/** Writes a value's placeholder and adds the value, in the order the SQL text is written. */
export type Param = (value: unknown) => string;

function params(placeholder: (position: number) => string): { values: unknown[]; p: Param } {
  const values: unknown[] = [];
  return {
    values,
    p: (value) => {
      values.push(value);
      return placeholder(values.length);
    },
  };
}

/**
 * Parameters for SQL composed of fragments: every `${p(value)}` in a template literal is evaluated in reading order,
 * so the values line up with the placeholders (`?`) however many fragments take part.
 */
export const sqlParams = () => params(() => '?');

/**
 * The same with PostgreSQL's numbered placeholders ($1, $2, …), for the text of a prepared statement
 * (prepared-sql.ts), whose values are sent apart from it.
 */
export const numberedSqlParams = () => params((position) => `$${position}`);
