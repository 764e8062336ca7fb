import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { AdminDocumentsQuery } from '../../../gql/graphql';
import { QueryCell } from '../../../components/QueryCell';
import { Pagination } from '../../../components/Pagination';
import { FormNotice, type Notice } from '../../../components/form/FormNotice';
import { serverMessage } from '../../../components/serverMessage';
import { formatDate } from '../../../components/blogs/blogText';
import { AdminScreen } from '../AdminScreen';
import { ADMIN_DOCUMENTS_PAGE_SIZE, adminDocumentsDocument, documentImageDocument } from './documentsQuery';
import { useReviewDocumentMutation } from './useReviewDocumentMutation';
import '../../../components/form/form.css';
import '../content-admin.css';

type QueuedDocument = AdminDocumentsQuery['documents']['items'][number];

const KIND = { DRIVING_LICENCE: 'Driving licence', ID_PROOF: 'ID proof' } as const;
const ID_TYPE = { AADHAAR: 'Aadhaar', PASSPORT: 'Passport', VOTER_ID: 'Voter ID' } as const;

/** One private image, read with the admin token (a data: URL; never a public /uploads address). */
function DocumentImage({ id, side, label }: { id: string; side: 'front' | 'back'; label: string }) {
  const { data, error, refetch } = useQuery(documentImageDocument, { variables: { id, side }, fetchPolicy: 'network-only' });
  return (
    <figure className="document-image">
      <QueryCell
        data={data?.documentImage}
        error={error}
        what={`the ${side} image`}
        retry={() => refetch()}
        loading={<p className="admin-empty">Loading the {side}…</p>}
        failure={`Could not load the ${side} image.`}
      >
        {(src) => (
          <a href={src} target="_blank" rel="noreferrer">
            <img src={src} alt={label} loading="lazy" />
          </a>
        )}
      </QueryCell>
      <figcaption>{side === 'front' ? 'Front' : 'Back'}</figcaption>
    </figure>
  );
}

function DocumentCard({ doc }: { doc: QueuedDocument }) {
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [review, { loading }] = useReviewDocumentMutation();
  const what = doc.kind === 'ID_PROOF' && doc.idType ? ID_TYPE[doc.idType] : KIND[doc.kind];
  const decide = async (decision: 'VERIFIED' | 'REJECTED', notMasked = false) => {
    if (decision === 'REJECTED' && !notMasked && !reason.trim()) {
      setNotice({ kind: 'error', text: 'Please give the customer a reason for the rejection.' });
      return;
    }
    try {
      await review({
        variables: { id: doc.id, decision, reason: reason.trim() || null, reasonCode: notMasked ? 'AADHAAR_NOT_MASKED' : null },
      });
    } catch (err) {
      setNotice({ kind: 'error', text: serverMessage(err) ?? 'Could not save the decision. Please try again.' });
    }
  };
  return (
    <li className="admin-card" aria-label={`${what} of ${doc.customerName}`}>
      <div className="admin-card__body">
        <h2 className="admin-card__title">
          {what} · {doc.customerName}
        </h2>
        <p className="admin-card__meta">
          {doc.customerEmail} · uploaded {formatDate(doc.createdAt)}
        </p>
        <dl className="document-fields">
          <dt>Number</dt>
          <dd>{doc.number ?? `XXXX XXXX ${doc.numberLast4}`}</dd>
          {doc.dateOfBirth && (
            <>
              <dt>Date of birth</dt>
              <dd>{doc.dateOfBirth}</dd>
            </>
          )}
          {doc.issuedOn && (
            <>
              <dt>Issued</dt>
              <dd>{doc.issuedOn}</dd>
            </>
          )}
          {doc.expiresOn && (
            <>
              <dt>Expires</dt>
              <dd>{doc.expiresOn}</dd>
            </>
          )}
        </dl>
        <div className="document-images">
          <DocumentImage id={doc.id} side="front" label={`${what} of ${doc.customerName}, front`} />
          {doc.hasBack && <DocumentImage id={doc.id} side="back" label={`${what} of ${doc.customerName}, back`} />}
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor={`reason-${doc.id}`}>
            Reason (sent to the customer when rejecting)
          </label>
          <input id={`reason-${doc.id}`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
        </div>
        <FormNotice notice={notice} />
        <div className="form-actions">
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={loading}
            onClick={() => {
              void decide('VERIFIED');
            }}
          >
            Verify
          </button>
          <button
            type="button"
            className="btn btn--danger btn--small"
            disabled={loading}
            onClick={() => {
              void decide('REJECTED');
            }}
          >
            Reject
          </button>
          {doc.idType === 'AADHAAR' && (
            // UIDAI's rules (issue 28): an Aadhaar showing more than its last 4 digits is rejected and deleted at once.
            <button
              type="button"
              className="btn btn--danger btn--small"
              disabled={loading}
              onClick={() => {
                void decide('REJECTED', true);
              }}
            >
              Reject: Aadhaar not masked (deletes it)
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** Documents (issue 20): customers' licences and ID proofs waiting for staff, oldest first, with Verify and Reject. */
export function DocumentsPage() {
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch } = useQuery(adminDocumentsDocument, {
    variables: { page, pageSize: ADMIN_DOCUMENTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.documents;
  const lastPage = result ? Math.max(1, Math.ceil(result.total / ADMIN_DOCUMENTS_PAGE_SIZE)) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  return (
    <AdminScreen title="Documents">
      <QueryCell
        data={result}
        error={error}
        what="the documents"
        retry={() => refetch()}
        failure="Could not load the documents. Please try again."
        isEmpty={({ items }) => items.length === 0}
        empty={<p className="admin-empty">No documents are waiting to be checked.</p>}
      >
        {({ items, total }) => (
          <>
            <ul className="admin-cards" aria-label="Documents to check">
              {items.map((doc) => (
                <DocumentCard key={doc.id} doc={doc} />
              ))}
            </ul>
            <Pagination page={page} pageSize={ADMIN_DOCUMENTS_PAGE_SIZE} total={total} noun="documents" onPage={setPage} />
          </>
        )}
      </QueryCell>
    </AdminScreen>
  );
}
