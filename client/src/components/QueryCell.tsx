import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { PageLoading } from './PageLoading';
import { useLoggedError } from './useLoggedError';
import './query-cell.css';

export interface QueryCellProps<T> {
  /** The answer to show: the newest, or the previous one while a refetch runs or after a failed one. */
  data: T | null | undefined;
  error?: unknown;
  /** What is loaded, for the console ('the blogs'); every failure is logged once. Leave out for none. */
  what?: string;
  /** True when the answer has nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** While the first answer is awaited. */
  loading?: ReactNode;
  /** For an empty answer (the screens pass SPEC.md's texts). */
  empty?: ReactNode;
  /** When there is no answer: a message (with Retry when `retry` is given) or a node; null when a failure is only logged. */
  failure?: ReactNode;
  /** Reads the query again (the Retry button). */
  retry?: () => Promise<unknown>;
  children: (data: T) => ReactNode;
}

/** One query's four states, Loading, Empty, Failure and Success, the same way on every screen that fetches. */
export function QueryCell<T>({
  data,
  error,
  what,
  isEmpty,
  loading = <PageLoading />,
  empty = null,
  failure,
  retry,
  children,
}: QueryCellProps<T>) {
  useLoggedError(what ? error : undefined, what ?? '');
  const { t } = useTranslation();
  if (data != null) return <>{isEmpty?.(data) ? empty : children(data)}</>;
  if (!error) return <>{loading}</>;
  if (failure === undefined) return <QueryFailure message={t('common.loadFailed')} retry={retry} />;
  return <>{typeof failure === 'string' ? <QueryFailure message={failure} retry={retry} /> : failure}</>;
}

interface FailureProps {
  message: string;
  retry?: () => Promise<unknown>;
  className?: string;
  retryClassName?: string;
}

/** A failed load in the page: what went wrong, and Retry when the screen can read again. */
export function QueryFailure({ message, retry, className = 'query-failure', retryClassName = 'btn btn--ghost' }: FailureProps) {
  const { t } = useTranslation();
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      {retry && (
        <button
          type="button"
          className={retryClassName}
          onClick={() => {
            void retry().catch(() => undefined);
          }}
        >
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
