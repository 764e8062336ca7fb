import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { NotificationBell } from './NotificationBell';
import { myNotificationsDocument, notificationAddedDocument } from '../notifications/notificationsQuery';
import { markAllNotificationsReadDocument } from './useMarkAllNotificationsReadMutation';
import { deleteNotificationDocument } from '../notifications/useDeleteNotificationMutation';
import { clearNotificationsDocument } from '../notifications/useClearNotificationsMutation';
import { renderAt } from '../../test/renderAt';
import { notificationTone, TONE_COLOURS } from '../notifications/notificationTone';
import { timeAgo } from '../notifications/timeAgo';

const NOW = Date.parse('2026-03-10T08:30:00Z');

function note(id: string, message: string, read = false, minutesAgo = 5) {
  return { __typename: 'Notification', id, message, read, createdAt: new Date(NOW - minutesAgo * 60_000).toISOString() };
}

const NOTES = [
  note('n1', 'Your booking for Swift on 2026-03-12 has been Accepted.'),
  note('n2', 'Your booking for Thar on 2026-03-14 has been Rejected.', false, 90),
  note('n3', 'Your booking for Verna on 2026-03-15 is Pending approval.', true, 60 * 26),
];

const listMock = (notifications = NOTES, delay = 0): MockLink.MockedResponse => ({
  request: { query: myNotificationsDocument },
  result: { data: { myNotifications: notifications } },
  delay,
});
const quietSubscription: MockLink.MockedResponse = { request: { query: notificationAddedDocument }, delay: Infinity };
const markReadMock = (seen = vi.fn(() => true), answer: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
  request: { query: markAllNotificationsReadDocument, variables: seen },
  result: { data: { markAllNotificationsRead: 2 } },
  delay: 0,
  ...answer,
});

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
async function openWithKeyboard(user: ReturnType<typeof userEvent.setup>) {
  bell().focus();
  await user.keyboard('{Enter}');
  const panel = screen.getByRole('dialog', { name: 'Notifications' });
  await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
  return panel;
}
const badge = () => screen.queryByTestId('notification-badge');

describe('notification bell', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the unread count on the badge', async () => {
    renderAt('/', <NotificationBell />, { mocks: [listMock(), quietSubscription] });
    await waitFor(() => expect(badge()?.textContent).toBe('2'));
    expect(bell().getAttribute('aria-label')).toBe('Notifications (2 unread)');
  });

  it('marks all read when opened: the badge goes, and the call is made', async () => {
    const seen = vi.fn(() => true);
    renderAt('/', <NotificationBell />, { mocks: [listMock(), quietSubscription, markReadMock(seen)] });
    await waitFor(() => expect(badge()).toBeTruthy());
    fireEvent.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('Your booking for Swift on 2026-03-12 has been Accepted.')).toBeTruthy();
    await waitFor(() => expect(badge()).toBeNull());
    expect(seen).toHaveBeenCalled();
  });

  it('only logs a failure to mark read', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/', <NotificationBell />, {
      mocks: [listMock(), quietSubscription, markReadMock(undefined, { result: undefined, error: new Error('down') })],
    });
    await waitFor(() => expect(badge()).toBeTruthy());
    fireEvent.click(bell());
    await waitFor(() => expect(log).toHaveBeenCalledWith('Could not mark notifications read:', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('colours each notification by the status it names, with the time ago', async () => {
    renderAt('/', <NotificationBell />, { mocks: [listMock(), quietSubscription, markReadMock()] });
    await waitFor(() => expect(badge()).toBeTruthy());
    fireEvent.click(bell());
    const items = within(screen.getByRole('dialog', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-tone'))).toEqual(['accepted', 'rejected', 'pending']);
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual(['5 minutes ago', '1 hour ago', '1 day ago']);
  });

  it("says 'Loading...' until the first answer, then 'No notifications found.'", async () => {
    renderAt('/', <NotificationBell />, { mocks: [listMock([], 50), quietSubscription] });
    fireEvent.click(bell());
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('No notifications found.')).toBeTruthy();
    expect(badge()).toBeNull();
  });

  it('deletes one, and clears all', async () => {
    renderAt('/', <NotificationBell />, {
      mocks: [
        listMock([NOTES[2], note('n4', 'Welcome aboard!', true)]),
        quietSubscription,
        {
          request: { query: deleteNotificationDocument, variables: { id: 'n3' } },
          result: { data: { deleteNotification: 'n3' } },
          delay: 0,
        },
        { request: { query: clearNotificationsDocument }, result: { data: { clearNotifications: 1 } }, delay: 0 },
      ],
    });
    fireEvent.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    await within(panel).findByText('Welcome aboard!');
    fireEvent.click(within(panel).getAllByRole('button', { name: 'Delete notification' })[0]);
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    fireEvent.click(within(panel).getByRole('button', { name: 'Clear all' }));
    expect(await within(panel).findByText('No notifications found.')).toBeTruthy();
  });

  it('is a dialog for the keyboard: focus in, kept in, Escape closes, focus back on the bell', async () => {
    const user = userEvent.setup();
    renderAt('/', <NotificationBell />, { mocks: [listMock([NOTES[2], note('n4', 'Welcome aboard!', true)]), quietSubscription] });
    const panel = await openWithKeyboard(user);
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(bell().getAttribute('aria-haspopup')).toBe('dialog');
    await within(panel).findByText('Welcome aboard!');
    const inside = [
      within(panel).getByRole('button', { name: 'Clear all' }),
      ...within(panel).getAllByRole('button', { name: 'Delete notification' }),
    ];
    panel.focus();
    const seen = [];
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      seen.push(document.activeElement);
    }
    expect(seen).toEqual([...inside, inside[0]]);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(inside[2]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(bell()));
  });

  it('while open, marks the page so the fixed contact buttons hide, and leaves its scroll alone', async () => {
    const user = userEvent.setup();
    renderAt('/', <NotificationBell />, { mocks: [listMock([]), quietSubscription] });
    expect(document.body.classList.contains('overlay-open')).toBe(false);
    await openWithKeyboard(user);
    expect(document.body.classList.contains('overlay-open')).toBe(true);
    expect(document.body.classList.contains('no-scroll')).toBe(false);
    await user.keyboard('{Escape}');
    expect(document.body.classList.contains('overlay-open')).toBe(false);
  });

  it('takes focus even when empty, and a press outside on a field leaves focus on that field', async () => {
    const user = userEvent.setup();
    renderAt(
      '/',
      <>
        <NotificationBell />
        <input aria-label="Search" />
      </>,
      { mocks: [listMock([]), quietSubscription] },
    );
    const panel = await openWithKeyboard(user);
    await within(panel).findByText('No notifications found.');
    await user.tab();
    expect(document.activeElement).toBe(panel);
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.click(search);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    await new Promise((resolve) => {
      setTimeout(resolve, 20);
    });
    expect(document.activeElement).toBe(search);
  });

  it('adds a notification that arrives over the socket, unread, without a reload', async () => {
    renderAt('/', <NotificationBell />, {
      mocks: [
        listMock([NOTES[2]]),
        { request: { query: notificationAddedDocument }, delay: 40, result: { data: { notificationAdded: NOTES[0] } } },
      ],
    });
    await waitFor(() => expect(badge()?.textContent).toBe('1'));
  });
});

describe('notification tone', () => {
  it.each([
    ['Your booking for Swift on 2026-03-12 has been Accepted.', 'accepted', '#16a34a'],
    ['Your booking for Swift on 2026-03-12 has been Rejected.', 'rejected', '#dc2626'],
    ['Your booking for Swift on 2026-03-12 is Pending approval.', 'pending', '#ca8a04'],
    ['Your booking for Swift on 2026-03-12 has been Canceled.', 'canceled', '#ea580c'],
    ['Your booking was cancelled', 'canceled', '#ea580c'],
    ['Your booking for Swift on 2026-03-12 has been Completed.', 'completed', '#2563eb'],
    ['Welcome aboard!', 'other', '#6b7280'],
  ] as const)('%s → %s', (message, tone, colour) => {
    expect(notificationTone(message)).toBe(tone);
    expect(TONE_COLOURS[tone]).toBe(colour);
  });

  it('says how long ago', () => {
    expect(timeAgo(new Date(NOW - 20_000).toISOString(), NOW)).toBe('just now');
    expect(timeAgo(new Date(NOW - 60_000).toISOString(), NOW)).toBe('1 minute ago');
    expect(timeAgo(new Date(NOW - 3 * 3600_000).toISOString(), NOW)).toBe('3 hours ago');
    expect(timeAgo(new Date(NOW - 2 * 86400_000).toISOString(), NOW)).toBe('2 days ago');
  });
});
