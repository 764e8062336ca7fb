import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { toast } from 'react-toastify';
import { ContactMessagesPage } from './ContactMessagesPage';
import { CONTACTS_PAGE_SIZE, contactMessagesDocument } from './contactsQuery';
import { renderAdminScreen, repeat, sentWithAdminToken } from '../../../test/adminScreenTestKit';

const message = (id: string, name: string, email: string, phone: string, text = 'Hello') => ({
  __typename: 'ContactMessage',
  id,
  name,
  email,
  phone,
  message: text,
  createdAt: '2026-11-20T10:00:00.000Z',
});
type TestMessage = ReturnType<typeof message>;

function listMock(
  items: TestMessage[],
  { search = null as string | null, page = 1, pageSize = CONTACTS_PAGE_SIZE } = {},
): MockLink.MockedResponse {
  return repeat({
    request: { query: contactMessagesDocument, variables: { search, page, pageSize } },
    result: { data: { contactMessages: { __typename: 'ContactMessagePage', items, total: items.length } } },
  });
}

const MESSAGES = [
  message('m1', 'Asha Verma', 'asha@example.com', '9876543210', 'Airport pick-up, "early"?'),
  message('m2', 'Ravi', 'ravi@mail.in', '9123456789'),
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin contact messages', () => {
  it('shows the table Name, Email, Phone, Message, Date, Actions with call and chat links using +91', async () => {
    const { sent } = renderAdminScreen(<ContactMessagesPage />, [listMock(MESSAGES)]);
    expect(screen.getByRole('heading', { name: 'Contact Messages' })).toBeTruthy();
    const row = (await screen.findByRole('rowheader', { name: 'Asha Verma' })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Email', 'Phone', 'Message', 'Date', 'Actions']);
    expect(within(row).getByText('9876543210')).toBeTruthy();
    expect(within(row).getByText('asha@example.com')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Call Asha Verma' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(within(row).getByRole('link', { name: 'Chat with Asha Verma' }).getAttribute('href')).toBe('https://wa.me/919876543210');
    expect(sentWithAdminToken(sent, 'ContactMessages')).toEqual([true]);
  });

  it("says 'Authentication token not found.' without the admin token, and asks nothing", () => {
    const { sent } = renderAdminScreen(<ContactMessagesPage />, [], { adminToken: null });
    expect(screen.getByRole('alert').textContent).toBe('Authentication token not found.');
    expect(sent).toEqual([]);
  });

  it('says No contact messages available. when there are none', async () => {
    renderAdminScreen(<ContactMessagesPage />, [listMock([])]);
    expect(await screen.findByText('No contact messages available.')).toBeTruthy();
  });

  it("toasts 'Failed to fetch contact messages!' for 3 seconds when the list cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const toastError = vi.spyOn(toast, 'error');
    renderAdminScreen(<ContactMessagesPage />, [
      { request: { query: contactMessagesDocument, variables: () => true }, error: new Error('network down') },
    ]);
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Failed to fetch contact messages!', expect.objectContaining({ autoClose: 3000 })),
    );
    expect(await screen.findByText('Failed to fetch contact messages!')).toBeTruthy();
  });

  it('shows the failure in the page too, and Retry reads the list again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { sent } = renderAdminScreen(<ContactMessagesPage />, [
      { request: { query: contactMessagesDocument, variables: () => true }, error: new Error('network down') },
      repeat({
        request: { query: contactMessagesDocument, variables: () => true },
        result: { data: { contactMessages: { __typename: 'ContactMessagePage', items: [], total: 0 } } },
      }),
    ]);
    const alert = await screen.findByText('Could not load the contact messages.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No contact messages available.')).toBeTruthy();
    expect(sentWithAdminToken(sent, 'ContactMessages')).toEqual([true, true]);
  });

  it('searches by name, phone or email on the server', async () => {
    renderAdminScreen(<ContactMessagesPage />, [listMock(MESSAGES), listMock([MESSAGES[1]], { search: '91234' })]);
    await screen.findByRole('rowheader', { name: 'Asha Verma' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name, phone or email' }), { target: { value: ' 91234 ' } });
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Asha Verma' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Ravi' })).toBeTruthy();
  });

  it('Refresh reads the list again', async () => {
    const { sent } = renderAdminScreen(<ContactMessagesPage />, [listMock(MESSAGES)]);
    await screen.findByRole('rowheader', { name: 'Asha Verma' });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(sentWithAdminToken(sent, 'ContactMessages')).toEqual([true, true]));
  });

  it('downloads contacts.csv with every matching message', async () => {
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:contacts';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { sent } = renderAdminScreen(<ContactMessagesPage />, [listMock(MESSAGES), listMock(MESSAGES, { pageSize: 100 })]);
    await screen.findByRole('rowheader', { name: 'Asha Verma' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toEqual(['contacts.csv']));
    const text = await blobs[0].text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Message,Date');
    expect(lines[1]).toMatch(/^Asha Verma,asha@example.com,9876543210,"Airport pick-up, ""early""\?",.+2026/);
    expect(lines).toHaveLength(3);
    expect(sentWithAdminToken(sent, 'ContactMessages')).toEqual([true, true]);
  });
});
