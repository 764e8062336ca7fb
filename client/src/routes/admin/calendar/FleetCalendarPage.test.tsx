import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FleetCalendarPage } from './FleetCalendarPage';
import { fleetCalendarDocument } from './calendarQueries';
import { createBlockDocument } from './useCreateBlockMutation';
import { renderAdminScreen, repeat, sentWithAdminToken } from '../../../test/adminScreenTestKit';
import { cityNow } from '../../../lib/cityClock';

const today = cityNow().date;
const plus = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const CARS = [
  { __typename: 'Car' as const, id: 'car-1', name: 'Fortuner' },
  { __typename: 'Car' as const, id: 'car-2', name: 'Swift' },
];
const calendar = (blocks: boolean) =>
  repeat({
    request: { query: fleetCalendarDocument, variables: { from: today, days: 14 } },
    result: {
      data: {
        cars: CARS,
        fleetCalendar: blocks
          ? [
              {
                __typename: 'Occupation' as const,
                carId: 'car-2',
                kind: 'block',
                bookingId: null,
                blockId: 'b1',
                label: 'repair',
                from: `${plus(3)}T00:00:00+05:30`,
                to: `${plus(6)}T00:00:00+05:30`,
              },
            ]
          : [],
        blocks: blocks
          ? [
              {
                __typename: 'Block' as const,
                id: 'b1',
                carId: 'car-2',
                carName: 'Swift',
                from: `${plus(3)}T00:00:00+05:30`,
                to: `${plus(6)}T00:00:00+05:30`,
                reason: 'repair' as const,
              },
            ]
          : [],
      },
    },
  });

describe('the fleet calendar', () => {
  it('shows each car by day, blocked days with their reason, and the blocks with Remove', async () => {
    const { sent } = renderAdminScreen(<FleetCalendarPage />, [calendar(true)]);
    const swift = await screen.findByRole('row', { name: 'Swift' });
    expect(within(swift).getAllByText('repair')).toHaveLength(3); // days +3, +4 and +5
    expect(within(screen.getByRole('list', { name: 'Blocks' })).getByRole('button', { name: 'Remove block' })).toBeTruthy();
    expect(sentWithAdminToken(sent, 'FleetCalendar')).toEqual([true]);
  });

  it('blocks a car with the admin token and says so; the server refusal is shown', async () => {
    let input: Record<string, unknown> | undefined;
    const { sent } = renderAdminScreen(<FleetCalendarPage />, [
      calendar(false),
      {
        request: {
          query: createBlockDocument,
          variables: (vars: Record<string, unknown>) => {
            input = vars.input as Record<string, unknown>;
            return true;
          },
        },
        result: { data: { createBlock: 'b2' } },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Block a car' });
    fireEvent.change(within(form).getByLabelText('Car'), { target: { value: 'car-2' } });
    fireEvent.change(within(form).getByLabelText('From (Indore time)'), { target: { value: `${plus(3)}T00:00` } });
    fireEvent.change(within(form).getByLabelText('To (Indore time)'), { target: { value: `${plus(6)}T00:00` } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'service' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toContain('Car blocked.'));
    expect(input).toEqual({ carId: 'car-2', from: `${plus(3)}T00:00`, to: `${plus(6)}T00:00`, reason: 'service' });
    expect(sentWithAdminToken(sent, 'CreateBlock')).toEqual([true]);
  });
});
