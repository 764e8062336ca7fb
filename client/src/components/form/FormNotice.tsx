import './form.css';

export interface Notice {
  kind: 'success' | 'error';
  text: string;
  /** A second line, e.g. the server's reason under SPEC.md's fixed failure text. */
  detail?: string | null;
}

/** The outcome of a form or an action: success as a status, failure as an alert. */
export function FormNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <div className={`form-notice form-notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <p className="form-notice__text">{notice.text}</p>
      {notice.detail && <p className="form-notice__detail">{notice.detail}</p>}
    </div>
  );
}
