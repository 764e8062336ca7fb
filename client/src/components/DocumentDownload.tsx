import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The API path GraphQL answered (e.g. Booking.invoice.url). */
  url: string;
  label: string;
  /** The Authorization header to send (the PDF is private: its customer or staff only). */
  authorization: () => string | undefined;
  /** Saved under this name (numbers have "/", which file names cannot). */
  fileName: string;
}

/** Downloads a private PDF (invoice, credit note) with the session's token, and says so when that fails. */
export function DocumentDownload({ url, label, authorization, fileName }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  async function download() {
    setState('loading');
    try {
      const auth = authorization();
      const res = await fetch(url, { headers: auth ? { authorization: auth } : {} });
      if (!res.ok) throw new Error(String(res.status));
      const href = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = href;
      link.download = fileName.replaceAll('/', '-') + '.pdf';
      link.click();
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <span className="document-download">
      <button
        type="button"
        className="btn btn--ghost"
        disabled={state === 'loading'}
        onClick={() => {
          void download();
        }}
      >
        {state === 'loading' ? t('common.downloading') : label}
      </button>
      {state === 'failed' && <span role="alert"> {t('common.downloadFailed')}</span>}
    </span>
  );
}
