import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import type { DocumentKind, IdProofType, MyDocumentsQuery } from '../../gql/graphql';
import { QueryCell } from '../../components/QueryCell';
import { FormField } from '../../components/form/FormField';
import { FormNotice, type Notice } from '../../components/form/FormNotice';
import { serverMessage } from '../../components/serverMessage';
import { useUploadDocumentMutation } from '../../mutations/useUploadDocumentMutation';
import { myDocumentsDocument } from './documentsQuery';

type MyDocument = MyDocumentsQuery['myDocuments'][number];

const STATUS_TEXT = { PENDING: 'Waiting for our staff to check it', VERIFIED: 'Verified', REJECTED: 'Rejected' } as const;
const ID_TYPES: { value: IdProofType; label: string }[] = [
  { value: 'AADHAAR', label: 'Aadhaar' },
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'VOTER_ID', label: 'Voter ID' },
];

/** How one document stands: its status, the number's last 4, and a rejection's reason. */
function DocumentStatusLine({ doc }: { doc: MyDocument | undefined }) {
  if (!doc) return <p className="documents__status">Not uploaded yet.</p>;
  return (
    <div className={`documents__status documents__status--${doc.status.toLowerCase()}`} role="status">
      <p>
        <strong>{STATUS_TEXT[doc.status]}</strong> · number ending {doc.numberLast4}
        {doc.expiresOn ? ` · valid until ${doc.expiresOn}` : ''}
      </p>
      {doc.status === 'REJECTED' && doc.reason && <p>Reason: {doc.reason}. Please upload it again.</p>}
    </div>
  );
}

/** One upload form: a driving licence (number, dates, front and back) or an ID proof (type, number, front). */
function DocumentForm({ kind, current }: { kind: DocumentKind; current: MyDocument | undefined }) {
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
      setNotice({ kind: 'error', text: 'Please add a photo of the front.' });
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
          },
        },
      });
      form.reset();
      setNotice({ kind: 'success', text: 'Uploaded. Our staff will check it before your trip.' });
    } catch (err) {
      setNotice({ kind: 'error', text: serverMessage(err) ?? 'Could not upload the document. Please try again.' });
    }
  };

  return (
    <section className="form-card form-stack documents__card" aria-labelledby={`${prefix}-heading`}>
      <h3 id={`${prefix}-heading`}>{licence ? 'Driving licence' : 'ID proof'}</h3>
      <DocumentStatusLine doc={current} />
      <form
        className="form-stack"
        onSubmit={(e) => {
          void submit(e);
        }}
        noValidate
      >
        {!licence && (
          <FormField id={`${prefix}-type`} label="ID proof type">
            <select id={`${prefix}-type`} value={idType} onChange={(e) => setIdType(e.target.value as IdProofType)}>
              {ID_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <FormField
          id={`${prefix}-number`}
          label={licence ? 'Licence number' : idType === 'AADHAAR' ? 'Aadhaar number (or only its last 4 digits)' : 'Document number'}
          hint={
            !licence && idType === 'AADHAAR'
              ? 'For Aadhaar we keep only the last 4 digits, never the full number. You may cover the number on the photo except its last 4 digits.'
              : undefined
          }
        >
          <input
            id={`${prefix}-number`}
            name="number"
            autoComplete="off"
            required
            inputMode={!licence && idType === 'AADHAAR' ? 'numeric' : 'text'}
          />
        </FormField>
        {licence && (
          <div className="form-row">
            <FormField id="licence-dob" label="Date of birth (as on the licence)">
              <input id="licence-dob" name="dateOfBirth" type="date" required />
            </FormField>
            <FormField id="licence-issued" label="Issue date">
              <input id="licence-issued" name="issuedOn" type="date" required />
            </FormField>
            <FormField id="licence-expires" label="Expiry date">
              <input id="licence-expires" name="expiresOn" type="date" required />
            </FormField>
          </div>
        )}
        <FormField id={`${prefix}-front`} label="Photo of the front">
          <input id={`${prefix}-front`} name="front" type="file" accept="image/*" capture="environment" required />
        </FormField>
        {licence && (
          <FormField id="licence-back" label="Photo of the back">
            <input id="licence-back" name="back" type="file" accept="image/*" capture="environment" required />
          </FormField>
        )}
        <FormNotice notice={notice} />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={loading}>
            {loading ? 'Uploading…' : `Upload ${licence ? 'licence' : 'ID proof'}`}
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
  const { data, previousData, error, refetch } = useQuery(myDocumentsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <section id="documents" className="documents" aria-labelledby="documents-heading">
      <h2 id="documents-heading">Documents</h2>
      <p>
        Before pick-up we check your driving licence and an ID proof (SPEC's policy: 21 or older, a licence at least 1 year old). Only you
        and our staff can see these photos.
      </p>
      <QueryCell
        data={(data ?? previousData)?.myDocuments}
        error={error}
        what="your documents"
        retry={() => refetch()}
        failure="Could not load your documents. Please try again."
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
