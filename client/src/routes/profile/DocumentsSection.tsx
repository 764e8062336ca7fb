import { Trans, useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import type { DocumentKind, IdProofType, MyDocumentsQuery } from '../../gql/graphql';
import { QueryCell } from '../../components/QueryCell';
import { FormField } from '../../components/form/FormField';
import { FormNotice, type Notice } from '../../components/form/FormNotice';
import { serverMessage } from '../../components/serverMessage';
import { useUploadDocumentMutation } from './useUploadDocumentMutation';
import { formatDay } from '../../lib/intl';
import { myDocumentsDocument } from './documentsQuery';

type MyDocument = MyDocumentsQuery['myDocuments'][number];

const ID_TYPES: readonly IdProofType[] = ['AADHAAR', 'PASSPORT', 'VOTER_ID'];

/** How one document stands: its status, the number's last 4, and a rejection's reason. */
function DocumentStatusLine({ doc }: { doc: MyDocument | undefined }) {
  const { t } = useTranslation();
  if (!doc) return <p className="documents__status">{t('documents.notUploaded')}</p>;
  return (
    <div className={`documents__status documents__status--${doc.status.toLowerCase()}`} role="status">
      <p>
        <strong>{t(`documents.status.${doc.status}`)}</strong>
        {t('documents.endingWith', { last4: doc.numberLast4 })}
        {doc.expiresOn ? t('documents.validUntil', { date: formatDay(doc.expiresOn) }) : ''}
      </p>
      {doc.status === 'REJECTED' && doc.reason && <p>{t('documents.rejectedReason', { reason: doc.reason })}</p>}
    </div>
  );
}

/** One upload form: a driving licence (number, dates, front and back) or an ID proof (type, number, front). */
function DocumentForm({ kind, current }: { kind: DocumentKind; current: MyDocument | undefined }) {
  const { t } = useTranslation();
  const licence = kind === 'DRIVING_LICENCE';
  const prefix = licence ? 'licence' : 'idproof';
  const [idType, setIdType] = useState<IdProofType>('AADHAAR');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [upload, { loading }] = useUploadDocumentMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '').trim() || null;
    const file = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.files?.[0] ?? null;
    const front = file('front');
    if (!front) {
      setNotice({ kind: 'error', text: t('documents.frontMissing') });
      return;
    }
    setNotice(null);
    try {
      await upload({
        variables: {
          input: {
            kind,
            idType: licence ? null : idType,
            number: text('number') ?? '',
            front,
            back: licence ? file('back') : null,
            dateOfBirth: licence ? text('dateOfBirth') : null,
            issuedOn: licence ? text('issuedOn') : null,
            expiresOn: licence ? text('expiresOn') : null,
            // UIDAI's rules (issue 28): the customer confirms the Aadhaar is masked; staff check it on review.
            aadhaarMasked: !licence && idType === 'AADHAAR' ? data.get('aadhaarMasked') === 'on' : null,
          },
        },
      });
      form.reset();
      setNotice({ kind: 'success', text: t('documents.uploaded') });
    } catch (err) {
      setNotice({ kind: 'error', text: serverMessage(err) ?? t('documents.uploadFailed') });
    }
  };

  return (
    <section className="form-card form-stack documents__card" aria-labelledby={`${prefix}-heading`}>
      <h3 id={`${prefix}-heading`}>{licence ? t('documents.licence') : t('documents.idProof')}</h3>
      <DocumentStatusLine doc={current} />
      <form
        className="form-stack"
        onSubmit={(e) => {
          void submit(e);
        }}
        noValidate
      >
        {!licence && (
          <FormField id={`${prefix}-type`} label={t('documents.idType')}>
            <select id={`${prefix}-type`} value={idType} onChange={(e) => setIdType(e.target.value as IdProofType)}>
              {ID_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`documents.idTypes.${type}`)}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <FormField
          id={`${prefix}-number`}
          label={
            licence ? t('documents.licenceNumber') : idType === 'AADHAAR' ? t('documents.aadhaarNumber') : t('documents.documentNumber')
          }
          hint={!licence && idType === 'AADHAAR' ? t('documents.aadhaarHint') : undefined}
        >
          <input
            id={`${prefix}-number`}
            name="number"
            autoComplete="off"
            required
            inputMode={!licence && idType === 'AADHAAR' ? 'numeric' : 'text'}
          />
        </FormField>
        {!licence && idType === 'AADHAAR' && (
          <div className="form-stack">
            <p className="documents__masked-how">
              {/* UIDAI's site names its buttons in English: said as English on a Hindi page too. */}
              <Trans i18nKey="documents.aadhaarMaskedHow" components={{ en: <span lang="en" /> }} />
            </p>
            <label className="documents__masked" htmlFor="idproof-masked">
              <input id="idproof-masked" name="aadhaarMasked" type="checkbox" required /> {t('documents.aadhaarMasked')}
            </label>
          </div>
        )}
        {licence && (
          <div className="form-row">
            <FormField id="licence-dob" label={t('documents.dob')}>
              <input id="licence-dob" name="dateOfBirth" type="date" required />
            </FormField>
            <FormField id="licence-issued" label={t('documents.issued')}>
              <input id="licence-issued" name="issuedOn" type="date" required />
            </FormField>
            <FormField id="licence-expires" label={t('documents.expires')}>
              <input id="licence-expires" name="expiresOn" type="date" required />
            </FormField>
          </div>
        )}
        <FormField id={`${prefix}-front`} label={t('documents.front')}>
          {/* No `capture`: a phone offers its camera and its gallery, where a licence photo taken earlier waits (issue 32). */}
          <input id={`${prefix}-front`} name="front" type="file" accept="image/*" required />
        </FormField>
        {licence && (
          <FormField id="licence-back" label={t('documents.back')}>
            <input id="licence-back" name="back" type="file" accept="image/*" required />
          </FormField>
        )}
        <FormNotice notice={notice} />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={loading}>
            {loading ? t('documents.uploading') : licence ? t('documents.uploadLicence') : t('documents.uploadIdProof')}
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * Documents (issue 20): the customer's driving licence and ID proof, checked by staff before the keys change
 * hands. The images are private: only the customer and our staff can see them.
 */
export function DocumentsSection() {
  const { t } = useTranslation();
  const { data, previousData, error, refetch } = useQuery(myDocumentsDocument, { fetchPolicy: 'cache-and-network' });
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = (data ?? previousData) !== undefined;
  // "Upload your documents" links to /profile#documents, and the router does not scroll to a hash: the section
  // comes into view itself, once its forms are there (scrolled earlier, the profile's own loading moved it away).
  useEffect(() => {
    if (hash === '#documents' && loaded) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
  return (
    <section id="documents" ref={section} className="documents" aria-labelledby="documents-heading">
      <h2 id="documents-heading">{t('documents.heading')}</h2>
      <p>{t('documents.intro')}</p>
      <QueryCell
        data={(data ?? previousData)?.myDocuments}
        error={error}
        what="your documents"
        retry={() => refetch()}
        failure={t('documents.loadFailed')}
      >
        {(docs) => (
          <div className="documents__grid">
            <DocumentForm kind="DRIVING_LICENCE" current={docs.find((d) => d.kind === 'DRIVING_LICENCE')} />
            <DocumentForm kind="ID_PROOF" current={docs.find((d) => d.kind === 'ID_PROOF')} />
          </div>
        )}
      </QueryCell>
    </section>
  );
}
