import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderAt } from '../../../test/renderAt';
import { deleteUsersDocument } from './useDeleteUsersMutation';
import { deleteUserDocument } from './useDeleteUserMutation';
import { downloadCsv } from '../../../components/csv';
import { adminUsersDocument, USERS_PAGE_SIZE } from './usersQuery';
import { UsersPage } from './UsersPage';

vi.mock('../../../components/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../components/csv')>()),
  downloadCsv: vi.fn(),
}));

function person(n: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    id: `u-${n}`,
    name: `Customer ${n}`,
    phone: `+9190000000${String(n).padStart(2, '0')}`,
    email: `c${n}@example.com`,
    address: null,
    gender: null,
    dob: null,
    isVerified: true,
    createdAt: '2025-01-02T12:00:00.000Z',
    ...extra,
  };
}

const base = { search: null, verified: 'ALL', sort: 'NEWEST', page: 1, pageSize: USERS_PAGE_SIZE };

function usersAnswer(
  variables: Record<string, unknown>,
  items: ReturnType<typeof person>[],
  total = items.length,
): MockLink.MockedResponse {
  const vars = { ...base, ...variables };
  return {
    request: { query: adminUsersDocument, variables: vars },
    result: { data: { users: { __typename: 'UserPage', items, total, page: vars.page, pageSize: vars.pageSize } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const firstPage = Array.from({ length: 10 }, (_, i) => person(i + 1));
const secondPage = [person(11), person(12)];

function renderUsers(mocks: MockLink.MockedResponse[]) {
  sessionStorage.setItem('adminToken', 'admin-tok');
  const user = userEvent.setup();
  renderAt('/admin/user', <UsersPage />, { mocks });
  return user;
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('users screen', () => {
  const confirm = vi.fn(() => true);
  beforeEach(() => {
    window.confirm = confirm;
  });
  afterEach(() => {
    confirm.mockClear();
    vi.mocked(downloadCsv).mockClear();
  });

  it('shows a loading state, then the table with the columns of the spec', async () => {
    renderUsers([usersAnswer({}, [person(1, { address: '12 MG Road', gender: 'Female', dob: '1990-05-01', isVerified: false })])]);
    expect(screen.getByText('Loading users...')).toBeTruthy();
    await screen.findByRole('rowheader', { name: 'Customer 1' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', 'Name', 'Phone', 'Email', 'Address', 'Gender', 'DOB', 'Verified', 'Registered', 'Id', 'Actions']);
    const cells = within(row('Customer 1'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '',
      '+919000000001',
      'c1@example.com',
      '12 MG Road',
      'Female',
      '01 May 1990',
      'No',
      '02 Jan 2025',
      'u-1',
      'Delete',
    ]);
  });

  it("says 'No users found.' when nobody matches", async () => {
    renderUsers([usersAnswer({}, [])]);
    expect(await screen.findByText('No users found.')).toBeTruthy();
  });

  it('says so when the users cannot be loaded', async () => {
    renderUsers([{ request: { query: adminUsersDocument, variables: base }, error: new Error('offline') }]);
    expect(await screen.findByText('Failed to load users.')).toBeTruthy();
  });

  it('pages through the users 10 at a time', async () => {
    const user = renderUsers([usersAnswer({}, firstPage, 12), usersAnswer({ page: 2 }, secondPage, 12)]);
    await screen.findByRole('rowheader', { name: 'Customer 1' });
    expect(screen.getAllByRole('rowheader')).toHaveLength(10);
    expect(screen.getByText('Showing 1-10 of 12 users')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('rowheader', { name: 'Customer 11' });
    expect(screen.getByText('Showing 11-12 of 12 users')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await screen.findByRole('rowheader', { name: 'Customer 1' });
  });

  it('searches on the server after typing stops, from page 1', async () => {
    const user = renderUsers([usersAnswer({}, firstPage), usersAnswer({ search: 'asha' }, [person(7, { name: 'Asha' })])]);
    await screen.findByRole('rowheader', { name: 'Customer 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users by name, email or phone' }), ' asha ');
    expect(await screen.findByRole('rowheader', { name: 'Asha' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Customer 1' })).toBeNull();
  });

  it('filters by verified and sorts by name', async () => {
    const user = renderUsers([
      usersAnswer({}, firstPage),
      usersAnswer({ verified: 'UNVERIFIED' }, [person(20, { name: 'Zed', isVerified: false })]),
      usersAnswer({ verified: 'UNVERIFIED', sort: 'NAME_DESC' }, [person(21, { name: 'Zara', isVerified: false })]),
    ]);
    await screen.findByRole('rowheader', { name: 'Customer 1' });
    const filter = screen.getByRole('combobox', { name: 'Filter users' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All users', 'Verified', 'Unverified']);
    await user.selectOptions(filter, 'UNVERIFIED');
    expect(await screen.findByRole('rowheader', { name: 'Zed' })).toBeTruthy();
    const sort = screen.getByRole('combobox', { name: 'Sort users' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest first', 'Name A-Z', 'Name Z-A']);
    await user.selectOptions(sort, 'NAME_DESC');
    expect(await screen.findByRole('rowheader', { name: 'Zara' })).toBeTruthy();
  });

  it('selects rows one by one and all on the page', async () => {
    const user = renderUsers([usersAnswer({}, firstPage, 12)]);
    await screen.findByRole('rowheader', { name: 'Customer 1' });
    const deleteSelected = () => screen.getByRole<HTMLButtonElement>('button', { name: /Delete selected/ });
    expect(deleteSelected().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Customer 2' }));
    expect(deleteSelected().textContent).toBe('Delete selected (1)');
    await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    expect(deleteSelected().textContent).toBe('Delete selected (10)');
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').every((box) => box.checked)).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    expect(deleteSelected().textContent).toBe('Delete selected (0)');
  });

  it('deletes the selected users after confirmation and reloads', async () => {
    let deleted = false;
    const user = renderUsers([
      {
        ...usersAnswer({}, firstPage),
        result: () => ({
          data: {
            users: {
              __typename: 'UserPage',
              items: deleted ? firstPage.slice(2) : firstPage,
              total: deleted ? 8 : 10,
              page: 1,
              pageSize: 10,
            },
          },
        }),
      },
      {
        request: { query: deleteUsersDocument, variables: { ids: ['u-1', 'u-2'] } },
        result: () => {
          deleted = true;
          return { data: { deleteUsers: 2 } };
        },
      },
    ]);
    await screen.findByRole('rowheader', { name: 'Customer 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Customer 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Customer 2' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(await screen.findByText('2 users deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Customer 1' })).toBeNull());
  });

  it("says 'Failed to delete selected users.' when the bulk delete fails", async () => {
    const user = renderUsers([
      usersAnswer({}, firstPage),
      { request: { query: deleteUsersDocument, variables: { ids: ['u-3'] } }, error: new Error('offline') },
    ]);
    await screen.findByRole('rowheader', { name: 'Customer 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Customer 3' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    expect(await screen.findByText('Failed to delete selected users.')).toBeTruthy();
  });

  it('deletes one user only after confirmation', async () => {
    const user = renderUsers([
      usersAnswer({}, firstPage),
      { request: { query: deleteUserDocument, variables: { id: 'u-4' } }, result: { data: { deleteUser: true } } },
    ]);
    await screen.findByRole('rowheader', { name: 'Customer 4' });
    confirm.mockReturnValueOnce(false);
    await user.click(screen.getByRole('button', { name: 'Delete Customer 4' }));
    expect(screen.queryByText('Customer 4 was deleted.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Customer 4' }));
    expect(await screen.findByText('Customer 4 was deleted.')).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it("says 'Failed to delete user.' when deleting one fails", async () => {
    const user = renderUsers([
      usersAnswer({}, firstPage),
      {
        request: { query: deleteUserDocument, variables: { id: 'u-4' } },
        result: { errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    await screen.findByRole('rowheader', { name: 'Customer 4' });
    await user.click(screen.getByRole('button', { name: 'Delete Customer 4' }));
    expect(await screen.findByText('Failed to delete user.')).toBeTruthy();
  });

  it('exports all-users.csv with every matching user, all pages, in the columns of the spec', async () => {
    const all = [
      person(1, { name: 'Ravi, Jr.', address: 'Flat "A"\nMG Road', gender: 'Male', dob: '1990-05-01' }),
      person(2, { name: '=cmd|calc' }),
    ];
    const user = renderUsers([usersAnswer({}, firstPage, 2), usersAnswer({ page: 1, pageSize: 100 }, all, 2)]);
    await screen.findByRole('rowheader', { name: 'Customer 1' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledOnce());
    const [fileName, csv] = vi.mocked(downloadCsv).mock.calls[0];
    expect(fileName).toBe('all-users.csv');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Email,Address,Gender,DOB,Verified,Registered');
    expect(lines[1]).toBe(`"Ravi, Jr.",'+919000000001,c1@example.com,"Flat ""A""\nMG Road",Male,1990-05-01,Yes,2025-01-02`);
    expect(lines[2]).toBe("'=cmd|calc,'+919000000002,c2@example.com,,,,Yes,2025-01-02");
  });

  it('fetches every page of 100 for the export', async () => {
    const many = Array.from({ length: 100 }, (_, i) => person(i + 1));
    const user = renderUsers([
      usersAnswer({}, firstPage, 101),
      usersAnswer({ page: 1, pageSize: 100 }, many, 101),
      usersAnswer({ page: 2, pageSize: 100 }, [person(101)], 101),
    ]);
    await screen.findByRole('rowheader', { name: 'Customer 1' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledOnce());
    expect(vi.mocked(downloadCsv).mock.calls[0][1].split('\r\n')).toHaveLength(102);
  });

  it('says so when the export cannot load the users', async () => {
    const user = renderUsers([
      usersAnswer({}, firstPage),
      { request: { query: adminUsersDocument, variables: { ...base, pageSize: 100 } }, error: new Error('offline') },
    ]);
    await screen.findByRole('rowheader', { name: 'Customer 1' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export users.')).toBeTruthy();
    expect(downloadCsv).not.toHaveBeenCalled();
  });
});
