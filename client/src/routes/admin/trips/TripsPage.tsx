import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { getFragmentData, type FragmentType } from '../../../gql';
import { QueryCell } from '../../../components/QueryCell';
import { DocumentIssues } from '../../../components/DocumentIssues';
import { DeliveryLegs } from '../../../components/DeliveryLegs';
import { BillTable, BillTableFragment } from '../../../components/trips/BillTable';
import { DocumentDownload } from '../../../components/DocumentDownload';
import { adminAuthorization } from '../../../apollo/authHeaders';
import { cityInstant, formatClock, formatDay } from '../../../lib/cityClock';
import { formatRupees } from '../../../lib/formatRupees';
import { AdminScreen } from '../AdminScreen';
import { TripCardFragment, tripBoardDocument } from './tripsQuery';
import { StartTripForm } from './StartTripForm';
import { DriverCheck } from './DriverCheck';
import { EndTripForm } from './EndTripForm';
import { SettleForm, type Settled } from './SettleForm';
import { WaiveLine } from './WaiveLine';
import { ConfirmAreaButton } from './ConfirmAreaButton';
import '../../../components/form/form.css';
import '../content-admin.css';
import './trips.css';

/** The lists refresh this often (and after every change made here): a return at the counter shows within half a minute. */
const REFRESH_MS = 30_000;

function lateness(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min late` : `${minutes} min late`;
}

/** The minute, ticking, so "how late" moves on without a reload. */
function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

type Action = 'start' | 'end' | null;

function TripCard(props: {
  booking: FragmentType<typeof TripCardFragment>;
  overdue: boolean;
  now: number;
  onSettled: (s: Settled) => void;
}) {
  const booking = getFragmentData(TripCardFragment, props.booking);
  const [open, setOpen] = useState<Action>(null);
  const late = props.overdue ? props.now - cityInstant(booking.dropDate, booking.dropTime) : 0;
  return (
    <li
      className={`admin-card trip-card${props.overdue ? ' trip-card--overdue' : ''}`}
      aria-label={`${booking.car.name} for ${booking.name}`}
    >
      <div className="admin-card__body">
        <h3 className="admin-card__title">
          {booking.car.name}
          {booking.car.registrationNumber && ` (${booking.car.registrationNumber})`} · {booking.name}
        </h3>
        <p className="admin-card__meta">
          <a href={`tel:${booking.phone}`}>{booking.phone}</a> · {formatDay(booking.pickupDate)} {formatClock(booking.pickupTime)} to{' '}
          {formatDay(booking.dropDate)} {formatClock(booking.dropTime)}
        </p>
        <DeliveryLegs {...booking} />
        {booking.pickupAreaToConfirm && <ConfirmAreaButton bookingId={booking.id} />}
        <DriverCheck check={booking.driverCheck} confirmedReason={booking.trip?.driverMismatchReason} />
        {props.overdue && late > 0 && (
          <p className="trip-card__late" role="status">
            {lateness(late)}
          </p>
        )}
        {booking.atRiskOf && (
          <p className="trip-card__late" role="status">
            At risk: this car is not back from an overdue trip.
          </p>
        )}
        <p className="admin-card__meta">
          Paid {formatRupees(booking.paid)} · due {formatRupees(booking.due)}
          {booking.trip &&
            ` · deposit ${formatRupees(booking.trip.depositHeld)}${booking.trip.depositMethod ? ` (${booking.trip.depositMethod}${booking.trip.depositReference ? ` ${booking.trip.depositReference}` : ''})` : ''}`}
        </p>
        {booking.trip && (
          <p className="admin-card__meta">
            Out at {booking.trip.handoverOdometerKm} km, fuel {booking.trip.handoverFuelEighths}/8
          </p>
        )}
        {booking.tripStage === 'NOT_STARTED' && (
          <>
            <DocumentIssues issues={booking.documentIssues} status="Accepted" />
            {open === 'start' ? (
              <StartTripForm
                bookingId={booking.id}
                due={booking.due}
                driverMatches={booking.driverCheck.matches}
                onDone={() => setOpen(null)}
              />
            ) : (
              <button type="button" className="btn btn--primary btn--small" onClick={() => setOpen('start')}>
                Start trip
              </button>
            )}
          </>
        )}
        {booking.tripStage === 'ON_TRIP' &&
          (open === 'end' ? (
            <EndTripForm bookingId={booking.id} handoverFuel={booking.trip?.handoverFuelEighths} onDone={() => setOpen(null)} />
          ) : (
            <button type="button" className="btn btn--primary btn--small" onClick={() => setOpen('end')}>
              Record return
            </button>
          ))}
        {booking.tripStage === 'RETURNED' && booking.bill && (
          <>
            <BillTable
              bill={booking.bill}
              lineAction={(line, index) =>
                line.kind !== 'RENT' &&
                !line.waivedReason && <WaiveLine bookingId={booking.id} index={index} description={line.description} />
              }
            />
            <SettleForm
              bookingId={booking.id}
              customer={booking.name}
              balance={getFragmentData(BillTableFragment, booking.bill).balance}
              onSettled={props.onSettled}
            />
          </>
        )}
      </div>
    </li>
  );
}

function TripList({
  title,
  items,
  empty,
  overdue,
  now,
  onSettled,
}: {
  title: string;
  items: readonly FragmentType<typeof TripCardFragment>[];
  empty: string;
  overdue?: ReadonlySet<string>;
  now: number;
  onSettled: (s: Settled) => void;
}) {
  return (
    <section className="trip-list" aria-label={title}>
      <h2>
        {title} <span className="trip-list__count">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        <ul className="admin-cards">
          {items.map((item) => {
            const { id } = getFragmentData(TripCardFragment, item);
            return <TripCard key={id} booking={item} overdue={overdue?.has(id) ?? false} now={now} onSettled={onSettled} />;
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * Trips (issue 20): the counter's day on one screen that works on a phone. Overdue returns first, highlighted with
 * how late; then today's pick-ups (documents checked, Start trip), cars on trip (Record return), and bills to settle.
 */
export function TripsPage() {
  const now = useNow();
  const { data, previousData, error, refetch } = useQuery(tripBoardDocument, {
    pollInterval: REFRESH_MS,
    fetchPolicy: 'cache-and-network',
  });
  // The last bill settled here: its card leaves the list, so the screen keeps the invoice at hand (issue 32).
  const [settled, setSettled] = useState<Settled | null>(null);
  return (
    <AdminScreen title="Trips">
      {settled && (
        <div className="trips-settled">
          <p role="status">
            Settled: {settled.customer}'s booking is Completed.
            {settled.invoice && ` Invoice ${settled.invoice.number} was issued and mailed.`}
          </p>
          {settled.invoice && (
            <DocumentDownload
              url={settled.invoice.url}
              fileName={settled.invoice.number}
              authorization={adminAuthorization}
              label={`Open invoice ${settled.invoice.number}`}
            />
          )}
        </div>
      )}
      <QueryCell
        data={(data ?? previousData)?.tripBoard}
        error={error}
        what="the trips"
        retry={() => refetch()}
        failure="Could not load the trips. Please try again."
      >
        {(board) => {
          const overdue = new Set(board.overdue.map((b) => b.id));
          const returnsToday = new Set(board.returns.map((b) => b.id));
          const onTrip = (late: boolean) => board.onTrip.filter((b) => overdue.has(getFragmentData(TripCardFragment, b).id) === late);
          return (
            <>
              <TripList
                title="Overdue returns"
                items={onTrip(true)}
                empty="No car is overdue."
                overdue={overdue}
                now={now}
                onSettled={setSettled}
              />
              <TripList
                title="Today's pick-ups"
                items={board.pickups}
                empty="No pick-ups waiting today."
                now={now}
                onSettled={setSettled}
              />
              <TripList
                title="Due back today"
                items={onTrip(false).filter((b) => returnsToday.has(getFragmentData(TripCardFragment, b).id))}
                empty="No more returns due today."
                now={now}
                onSettled={setSettled}
              />
              <TripList
                title="On trip"
                items={onTrip(false).filter((b) => !returnsToday.has(getFragmentData(TripCardFragment, b).id))}
                empty="No other car is on a trip."
                now={now}
                onSettled={setSettled}
              />
              <TripList title="Bills to settle" items={board.toSettle} empty="No bill is waiting." now={now} onSettled={setSettled} />
            </>
          );
        }}
      </QueryCell>
    </AdminScreen>
  );
}
