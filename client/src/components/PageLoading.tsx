import { useTranslation } from 'react-i18next';

/** A screen's loading state; "Loading..." in the visitor's language unless a label is given. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation('shell');
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
