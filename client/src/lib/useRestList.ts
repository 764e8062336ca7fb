import { startTransition, useEffect, useState } from 'react';
import { takeJson } from './earlyFetch';

/** A legacy REST row (SPEC.md section 7): the screens' `id` is called `_id` there. */
export type RestRow<T extends { id: string }> = Omit<T, 'id'> & { _id: string };

export interface RestList<T> {
  /** The rows once answered (undefined while loading or after a failure). */
  data?: T[];
  error?: unknown;
}

/**
 * A public list a screen reads with a plain GET instead of Apollo (issue 33: the home page and the blog list paint
 * and fill without loading it), taking over a prefetch of the same URL if one started (lib/earlyFetch.ts). The
 * answer is set as a transition: rendered in slices, not in one long task when it arrives.
 */
export function useRestList<T extends { id: string }>(url: string): RestList<T> {
  const [answer, setAnswer] = useState<RestList<T>>({});
  useEffect(() => {
    let live = true;
    takeJson<RestRow<T>[]>(url).then(
      (rows) => {
        const data = rows.map(({ _id, ...row }) => ({ ...row, id: _id }) as unknown as T);
        if (live) startTransition(() => setAnswer({ data }));
      },
      (error: unknown) => {
        if (live) setAnswer({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [url]);
  return answer;
}
