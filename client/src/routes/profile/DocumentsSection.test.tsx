import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderAt } from '../../test/renderAt';
import { i18n } from '../../i18n/i18n';
import { DocumentsSection } from './DocumentsSection';
import { myDocumentsDocument } from './documentsQuery';
import { uploadDocumentDocument } from './useUploadDocumentMutation';

const REJECTED_LICENCE = {
  __typename: 'Document',
  id: 'd1',
  kind: 'DRIVING_LICENCE',
  idType: null,
  status: 'REJECTED',
  numberLast4: '2345',
  expiresOn: '2035-01-09',
  reason: 'The photo is blurred',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const mine = (docs: unknown[]): MockLink.MockedResponse => ({
  request: { query: myDocumentsDocument },
  result: { data: { myDocuments: docs } },
  maxUsageCount: 5,
});
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'card.png', { type: 'image/png' });

function renderSection(mocks: MockLink.MockedResponse[]) {
  sessionStorage.setItem('token', 'tok-1');
  const user = userEvent.setup({ applyAccept: false });
  renderAt('/profile', <DocumentsSection />, { mocks });
  return user;
}
const licenceCard = () => screen.findByRole('region', { name: 'Driving licence' });
const idCard = () => screen.findByRole('region', { name: 'ID proof' });

describe('Documents on the profile', () => {
  it("shows each document's status, a rejection's reason, and file inputs that offer the camera and the gallery", async () => {
    renderSection([mine([REJECTED_LICENCE])]);
    const licence = await licenceCard();
    expect(within(licence).getByText('Rejected')).toBeTruthy();
    expect(within(licence).getByText('Reason: The photo is blurred. Please upload it again.')).toBeTruthy();
    expect(within(await idCard()).getByText('Not uploaded yet.')).toBeTruthy();
    for (const label of ['Photo of the front', 'Photo of the back']) {
      const input = within(licence).getByLabelText(label);
      expect(input.getAttribute('accept')).toBe('image/*');
      // No capture attribute: a phone would open only its camera, never the gallery (issue 32).
      expect(input.hasAttribute('capture')).toBe(false);
    }
  });

  it("says the licence's expiry as a day people read, in English and in Hindi (not 2035-01-09)", async () => {
    renderSection([mine([REJECTED_LICENCE])]);
    const english = within(await licenceCard()).getByRole('status');
    expect(english.textContent).toContain('Rejected · number ending 2345 · valid until 9 Jan 2035');

    cleanup();
    await i18n.changeLanguage('hi');
    renderSection([mine([REJECTED_LICENCE])]);
    const licence = await screen.findByRole('region', { name: i18n.t('documents.licence') });
    expect(within(licence).getByRole('status').textContent).toContain('· 9 जनवरी 2035 तक मान्य');
  });

  it('comes into view when opened as /profile#documents, once its forms are there', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    try {
      sessionStorage.setItem('token', 'tok-1');
      renderAt('/profile#documents', <DocumentsSection />, { mocks: [mine([])] });
      await licenceCard();
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'start' }));
      expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Documents' }));
    } finally {
      scrolled.mockRestore();
    }
  });

  it('says that only the last 4 Aadhaar digits are kept', async () => {
    renderSection([mine([])]);
    expect(within(await idCard()).getByText(/For Aadhaar we keep only the last 4 digits/)).toBeTruthy();
  });

  it('says how to mask an Aadhaar, UIDAI\'s English button names marked lang="en" inside the Hindi words (issue 32)', async () => {
    renderSection([mine([])]);
    await idCard();
    const how = () => document.querySelector('.documents__masked-how')!;
    expect(how().textContent).toBe(
      'Get one from UIDAI: on myaadhaar.uidai.gov.in choose Download Aadhaar and tick "Do you want a masked Aadhaar?". Or cover the first 8 digits before taking the photo. An unmasked Aadhaar is rejected and deleted at once.',
    );
    cleanup();
    await i18n.changeLanguage('hi');
    renderSection([mine([])]);
    await screen.findByRole('region', { name: i18n.t('documents.idProof') });
    expect(how().textContent).toMatch(/^UIDAI से पाएँ/);
    expect([...how().querySelectorAll('[lang="en"]')].map((el) => el.textContent)).toEqual([
      'Download Aadhaar',
      '"Do you want a masked Aadhaar?"',
    ]);
  });

  it('uploads an ID proof with its type, number and front photo, then reads the documents again', async () => {
    const file = png();
    const upload = vi.fn(() => ({
      data: {
        uploadDocument: {
          __typename: 'Document',
          id: 'd2',
          kind: 'ID_PROOF',
          status: 'PENDING',
          numberLast4: '0123',
          expiresOn: null,
          reason: null,
        },
      },
    }));
    const user = renderSection([
      mine([]),
      {
        request: {
          query: uploadDocumentDocument,
          variables: (v) =>
            v.input.kind === 'ID_PROOF' &&
            v.input.idType === 'PASSPORT' &&
            v.input.number === 'Z1234567' &&
            v.input.front === file &&
            v.input.back === null,
        },
        result: upload,
      },
      mine([]),
    ]);
    const id = await idCard();
    fireEvent.change(within(id).getByLabelText('ID proof type'), { target: { value: 'PASSPORT' } });
    fireEvent.change(within(id).getByLabelText('Document number'), { target: { value: 'Z1234567' } });
    await user.upload(within(id).getByLabelText('Photo of the front'), file);
    await user.click(within(id).getByRole('button', { name: 'Upload ID proof' }));
    expect(await within(id).findByText('Uploaded. Our staff will check it before your trip.', {}, { timeout: 4000 })).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('asks for the front photo before sending anything', async () => {
    const user = renderSection([mine([])]);
    const id = await idCard();
    await user.type(within(id).getByLabelText('Aadhaar number (or only its last 4 digits)'), '0123');
    await user.click(within(id).getByRole('button', { name: 'Upload ID proof' }));
    expect(within(id).getByRole('alert').textContent).toBe('Please add a photo of the front.');
  });

  it('shows a failure with Retry when the documents cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSection([{ request: { query: myDocumentsDocument }, error: new Error('down') }]);
    expect(await screen.findByText('Could not load your documents. Please try again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy());
  });
});
