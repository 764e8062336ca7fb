import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { offersDocument } from '../../../components/offers/offersQuery';
import { OffersPage } from './OffersPage';
import { addOfferDocument } from './useAddOfferMutation';
import { deleteOfferDocument } from './useDeleteOfferMutation';
import { renderAdminScreen, repeat, sentWithAdminToken } from '../../../test/adminScreenTestKit';

const offer = (id: string) => ({ __typename: 'Offer', id, imageUrl: `/uploads/${id}.png`, createdAt: '2026-11-20T10:00:00.000Z' });
const listMock = (offers: ReturnType<typeof offer>[]) => repeat({ request: { query: offersDocument }, result: { data: { offers } } });

function stubAlert() {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  return alert;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const addButton = () => screen.getByRole('button', { name: 'Add Offer' });

describe('admin offers', () => {
  it('lists the offer images with Delete', async () => {
    renderAdminScreen(<OffersPage />, [listMock([offer('o1'), offer('o2')])]);
    const first = await screen.findByRole('listitem', { name: 'Offer 1' });
    expect(within(first).getByRole('img').getAttribute('src')).toBe('/uploads/o1.png');
    expect(within(first).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it("alerts 'Please upload a valid image' without an image, or with a file that is not one", async () => {
    const alert = stubAlert();
    const { sent } = renderAdminScreen(<OffersPage />, [listMock([])]);
    await screen.findByText('No offers yet.');
    fireEvent.click(addButton());
    expect(alert).toHaveBeenLastCalledWith('Please upload a valid image');
    fireEvent.change(screen.getByLabelText('Offer image'), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    fireEvent.click(addButton());
    expect(alert).toHaveBeenCalledTimes(2);
    expect(sent.filter((op) => op.name === 'AddOffer')).toEqual([]);
  });

  it('uploads the image with the admin token', async () => {
    const image = new File([new Uint8Array([0x89, 0x50])], 'offer.png', { type: 'image/png' });
    const add: MockLink.MockedResponse = {
      request: { query: addOfferDocument, variables: (v: Record<string, unknown>) => v.image === image },
      result: { data: { addOffer: { __typename: 'Offer', id: 'o9', imageUrl: '/uploads/o9.png' } } },
    };
    const { sent } = renderAdminScreen(<OffersPage />, [listMock([]), add]);
    await screen.findByText('No offers yet.');
    fireEvent.change(screen.getByLabelText('Offer image'), { target: { files: [image] } });
    fireEvent.click(addButton());
    await waitFor(() => expect(sentWithAdminToken(sent, 'AddOffer')).toEqual([true]));
    // The list is read again before the form is ready for the next one.
    await waitFor(() => expect(addButton()).toHaveProperty('textContent', 'Add Offer'));
    expect(sent.filter((op) => op.name === 'Offers')).toHaveLength(2);
  });

  it("logs 'Error adding offer' when the upload fails, and nothing else", async () => {
    const alert = stubAlert();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const add: MockLink.MockedResponse = { request: { query: addOfferDocument, variables: () => true }, error: new Error('network down') };
    renderAdminScreen(<OffersPage />, [listMock([]), add]);
    await screen.findByText('No offers yet.');
    fireEvent.change(screen.getByLabelText('Offer image'), { target: { files: [new File(['x'], 'o.png', { type: 'image/png' })] } });
    fireEvent.click(addButton());
    await waitFor(() => expect(log).toHaveBeenCalledWith('Error adding offer', expect.anything()));
    expect(alert).not.toHaveBeenCalled();
  });

  it('Delete sends the admin token', async () => {
    const del: MockLink.MockedResponse = {
      request: { query: deleteOfferDocument, variables: { id: 'o1' } },
      result: { data: { deleteOffer: true } },
    };
    const { sent } = renderAdminScreen(<OffersPage />, [listMock([offer('o1')]), del]);
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Offer 1' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sentWithAdminToken(sent, 'DeleteOffer')).toEqual([true]));
    await waitFor(() => expect(sent.filter((op) => op.name === 'Offers')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', false));
  });
});
