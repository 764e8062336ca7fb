import { startTransition, useEffect, useMemo, useState } from 'react';
import { takeJson } from './earlyFetch';

/** A legacy REST row (SPEC.md section 7): the screens' `id` is called `_id` there. */
export type RestRow<T extends { id: string }> = Omit<T, 'id'> & { _id: string };

export interface RestAnswer<T> {
  /** The answer (undefined while the first is loading, or after a failure). */
  data?: T;
  error?: unknown;
}
export type RestList<T> = RestAnswer<T[]>;

/**
 * Public JSON a screen reads with a plain GET instead of Apollo (issue 33: the home page, the blog list and the booking
 * dialog paint and fill without loading it), asked again when `url` changes. `read` is how (default: taking over a
 * prefetch of the same URL if one started, lib/earlyFetch.ts); it must be the same function from render to render.
 * The last answer stays while the next is on its way (as Apollo's previousData), a failure clears it, and an answer
 * to a URL since left is dropped. Answers are set as a transition: rendered in slices, not in one long task.
 */
export function useRestJson<T>(url: string, read: (url: string) => Promise<T> = takeJson): RestAnswer<T> {
  const [answer, setAnswer] = useState<RestAnswer<T>>({});
  useEffect(() => {
    let live = true;
    read(url).then(
      (data) => {
        if (live) startTransition(() => setAnswer({ data }));
      },
      (error: unknown) => {
        if (live) setAnswer({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [url, read]);
  return answer;
}

/** A public list of legacy rows, each with its `_id` as the screens' `id`. */
export function useRestList<T extends { id: string }>(url: string): RestList<T> {
  const { data: rows, error } = useRestJson<RestRow<T>[]>(url);
  const data = useMemo(() => rows?.map(({ _id, ...row }) => ({ ...row, id: _id }) as unknown as T), [rows]);
  return { data, error };
}
