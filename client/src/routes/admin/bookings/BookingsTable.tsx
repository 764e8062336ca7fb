import { Link } from 'react-router-dom';
import type { AdminBooking_BookingFragment, BookingStatus } from '../../../gql/graphql';
import { DocumentIssues } from '../../../components/DocumentIssues';
import { StatusBadge } from '../../../components/StatusBadge';
import { TripStageNote } from '../../../components/trips/TripStageNote';
import { PhoneLinks } from './PhoneLinks';
import { StatusActions } from './StatusActions';
import { formatRupees } from '../../../lib/formatRupees';
import { DocumentDownload } from '../../../components/DocumentDownload';
import { adminAuthorization } from '../../../apollo/authHeaders';
import { DeliveryLegs } from '../../../components/DeliveryLegs';
import { formatClock, formatDay } from '../../../lib/cityClock';

interface Props {
  bookings: AdminBooking_BookingFragment[];
  busyId: string | null;
  onSetStatus: (id: string, status: BookingStatus) => void;
}

const COLUMNS = [
  'Name',
  'Pick-up → drop-off',
  'Phone',
  'License',
  'Car',
  'Amount',
  'Paid / Due / Refunded',
  'Status',
  'Reason',
  'Charge / Refund',
  'Booking',
  'Actions',
] as const;
type Column = (typeof COLUMNS)[number];
/** Each cell names its column: below 600 px the rows are cards and the names show beside the values (issue 32). */
const cell = (column: Column) => ({ 'data-label': column });

export function BookingsTable({ bookings, busyId, onSetStatus }: Props) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--cards">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id} data-status={booking.status}>
              <th scope="row">{booking.name}</th>
              <td {...cell('Pick-up → drop-off')}>
                <span className="nowrap">
                  {formatDay(booking.pickupDate)} {formatClock(booking.pickupTime)}
                </span>{' '}
                →{' '}
                <span className="nowrap">
                  {formatDay(booking.dropDate)} {formatClock(booking.dropTime)}
                </span>
                <DeliveryLegs {...booking} />
              </td>
              <td {...cell('Phone')}>
                <PhoneLinks phone={booking.phone} name={booking.name} />
              </td>
              <td {...cell('License')}>{booking.license}</td>
              <td {...cell('Car')}>{booking.car.name}</td>
              <td {...cell('Amount')} className="admin-table__number">
                {formatRupees(booking.amount)}
              </td>
              <td {...cell('Paid / Due / Refunded')} className="admin-table__number">
                {formatRupees(booking.paid)} / {formatRupees(booking.due)} / {formatRupees(booking.refunded)}
              </td>
              <td {...cell('Status')}>
                <StatusBadge status={booking.status} />
                <TripStageNote stage={booking.tripStage} />
                {booking.tripStage === 'NOT_STARTED' && <DocumentIssues issues={booking.documentIssues} status={booking.status} />}
                {booking.bill && (
                  <p className="admin-table__note">
                    Bill {formatRupees(booking.bill.total)}
                    {booking.tripStage === 'RETURNED' && (
                      <>
                        {' '}
                        · <Link to="/admin/trips">settle on Trips</Link>
                      </>
                    )}
                  </p>
                )}
              </td>
              <td {...cell('Reason')}>{booking.cancelReason}</td>
              <td {...cell('Charge / Refund')} className="admin-table__number">
                {booking.cancellationCharge != null &&
                  `${formatRupees(booking.cancellationCharge)} / ${formatRupees(booking.refundAmount ?? 0)}`}
              </td>
              <td {...cell('Booking')}>
                <code className="admin-table__id">{booking.id}</code>
              </td>
              <td {...cell('Actions')}>
                <StatusActions
                  status={booking.status}
                  name={booking.name}
                  busy={busyId === booking.id}
                  onSet={(status) => onSetStatus(booking.id, status)}
                />
                {booking.invoice && (
                  <DocumentDownload
                    url={booking.invoice.url}
                    fileName={booking.invoice.number}
                    authorization={adminAuthorization}
                    label={`Invoice ${booking.invoice.number}`}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
