import { useTranslation } from 'react-i18next';
import { langOfTyped } from '../../i18n/i18n';
import './form.css';

export interface Notice {
  kind: 'success' | 'error';
  text: string;
  /** A second line, e.g. the server's reason under SPEC.md's fixed failure text. */
  detail?: string | null;
}

/**
 * The outcome of a form or an action: success as a status, failure as an alert. The server says its reasons in
 * English: on a Hindi page such a line is marked lang="en" (issue 32).
 */
export function FormNotice({ notice }: { notice: Notice | null }) {
  const { i18n } = useTranslation();
  if (!notice) return null;
  return (
    <div className={`form-notice form-notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <p className="form-notice__text" lang={langOfTyped(notice.text, i18n.language)}>
        {notice.text}
      </p>
      {notice.detail && (
        <p className="form-notice__detail" lang={langOfTyped(notice.detail, i18n.language)}>
          {notice.detail}
        </p>
      )}
    </div>
  );
}
