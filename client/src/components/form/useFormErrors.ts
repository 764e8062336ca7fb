import { useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string | undefined>>;

/**
 * Every form's validation state. `check(found)` shows the messages and focuses the first invalid field (its
 * control's id is `${idPrefix}${field}`), answering true when there are none; `clear(field)` drops one message.
 */
export function useFormErrors<F extends string>(idPrefix: string) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const check = (found: FieldErrors<F>): boolean => {
    setErrors(found);
    const first = (Object.keys(found) as F[]).find((field) => found[field]);
    if (first) document.getElementById(`${idPrefix}${first}`)?.focus();
    return first === undefined;
  };

  const clear = (field: F) => setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));

  return { errors, check, clear };
}
