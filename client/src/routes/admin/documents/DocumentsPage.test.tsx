import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { DocumentsPage } from './DocumentsPage';
import { ADMIN_DOCUMENTS_PAGE_SIZE, adminDocumentsDocument, documentImageDocument } from './documentsQuery';
import { reviewDocumentDocument } from './useReviewDocumentMutation';
import { renderAdminScreen, repeat, sentWithAdminToken } from '../../../test/adminScreenTestKit';

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const LICENCE = {
  __typename: 'Document',
  id: 'd1',
  kind: 'DRIVING_LICENCE',
  idType: null,
  status: 'PENDING',
  number: 'MP09 20190012345',
  numberLast4: '2345',
  dateOfBirth: '1995-06-15',
  issuedOn: '2015-01-10',
  expiresOn: '2035-01-09',
  createdAt: '2026-11-20T10:00:00.000Z',
  customerName: 'Asha Verma',
  customerEmail: 'asha@example.com',
  hasBack: true,
};
const AADHAAR = {
  ...LICENCE,
  id: 'd2',
  kind: 'ID_PROOF',
  idType: 'AADHAAR',
  number: null,
  numberLast4: '0123',
  dateOfBirth: null,
  issuedOn: null,
  expiresOn: null,
  hasBack: false,
  customerName: 'Ravi Jain',
};

const listMock = (items: unknown[]): MockLink.MockedResponse =>
  repeat({
    request: { query: adminDocumentsDocument, variables: { page: 1, pageSize: ADMIN_DOCUMENTS_PAGE_SIZE } },
    result: { data: { documents: { __typename: 'DocumentPage', items, total: items.length } } },
  });
const imageMock = (id: string, side: string): MockLink.MockedResponse =>
  repeat({
    request: { query: documentImageDocument, variables: { id, side } },
    result: { data: { documentImage: PIXEL } },
  });
const IMAGES = [imageMock('d1', 'front'), imageMock('d1', 'back'), imageMock('d2', 'front')];

afterEach(() => {
  vi.restoreAllMocks();
});

const card = (label: string) => screen.findByRole('listitem', { name: label });

describe('admin Documents queue', () => {
  it('shows each document with its fields and its private images, read with the admin token', async () => {
    const { sent } = renderAdminScreen(<DocumentsPage />, [listMock([LICENCE, AADHAAR]), ...IMAGES]);
    const licence = await card('Driving licence of Asha Verma');
    expect(within(licence).getByText('MP09 20190012345')).toBeTruthy();
    expect(within(licence).getByText('2035-01-09')).toBeTruthy();
    expect(await within(licence).findByRole('img', { name: 'Driving licence of Asha Verma, front' })).toHaveProperty('src', PIXEL);
    expect(await within(licence).findByRole('img', { name: 'Driving licence of Asha Verma, back' })).toBeTruthy();
    const aadhaar = await card('Aadhaar of Ravi Jain');
    expect(within(aadhaar).getByText('XXXX XXXX 0123')).toBeTruthy();
    expect(within(aadhaar).queryByText(/back/i)).toBeNull();
    expect(sentWithAdminToken(sent, 'AdminDocuments')).toEqual([true]);
    await waitFor(() => expect(sentWithAdminToken(sent, 'DocumentImage')).toEqual([true, true, true]));
  });

  it('says so when nothing waits', async () => {
    renderAdminScreen(<DocumentsPage />, [listMock([])]);
    expect(await screen.findByText('No documents are waiting to be checked.')).toBeTruthy();
  });

  it('shows a failure with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdminScreen(<DocumentsPage />, [
      { request: { query: adminDocumentsDocument, variables: { page: 1, pageSize: ADMIN_DOCUMENTS_PAGE_SIZE } }, error: new Error('down') },
    ]);
    expect(await screen.findByText('Could not load the documents. Please try again.')).toBeTruthy();
  });

  it('Verify sends the decision with the admin token and reads the queue again', async () => {
    const verify: MockLink.MockedResponse = {
      request: { query: reviewDocumentDocument, variables: { id: 'd1', decision: 'VERIFIED', reason: null, reasonCode: null } },
      result: { data: { reviewDocument: { __typename: 'Document', id: 'd1', status: 'VERIFIED', reason: null } } },
    };
    const { sent } = renderAdminScreen(<DocumentsPage />, [listMock([LICENCE]), ...IMAGES, verify]);
    fireEvent.click(within(await card('Driving licence of Asha Verma')).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(sentWithAdminToken(sent, 'ReviewDocument')).toEqual([true]));
    await waitFor(() => expect(sent.filter((op) => op.name === 'AdminDocuments').length).toBe(2));
  });

  it('Reject asks for a reason first, then sends it', async () => {
    const reject: MockLink.MockedResponse = {
      request: { query: reviewDocumentDocument, variables: { id: 'd2', decision: 'REJECTED', reason: 'The photo is blurred' } },
      result: { data: { reviewDocument: { __typename: 'Document', id: 'd2', status: 'REJECTED', reason: 'The photo is blurred' } } },
    };
    const { sent } = renderAdminScreen(<DocumentsPage />, [listMock([AADHAAR]), ...IMAGES, reject]);
    const aadhaar = await card('Aadhaar of Ravi Jain');
    fireEvent.click(within(aadhaar).getByRole('button', { name: 'Reject' }));
    expect(within(aadhaar).getByRole('alert').textContent).toBe('Please give the customer a reason for the rejection.');
    expect(sentWithAdminToken(sent, 'ReviewDocument')).toEqual([]);
    fireEvent.change(within(aadhaar).getByLabelText(/Reason/), { target: { value: 'The photo is blurred' } });
    fireEvent.click(within(aadhaar).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sentWithAdminToken(sent, 'ReviewDocument')).toEqual([true]));
  });
});
