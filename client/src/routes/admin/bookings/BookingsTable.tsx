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

interface Props {
  bookings: AdminBooking_BookingFragment[];
  busyId: string | null;
  onSetStatus: (id: string, status: BookingStatus) => void;
}

const COLUMNS = ['Name', 'Phone', 'License', 'Car', 'Amount', 'Paid / Due / Refunded', 'Status', 'Reason', 'Charge / Refund', 'Actions'];

export function BookingsTable({ bookings, busyId, onSetStatus }: Props) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
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
              <td>
                <PhoneLinks phone={booking.phone} name={booking.name} />
              </td>
              <td>{booking.license}</td>
              <td>{booking.car.name}</td>
              <td className="admin-table__number">{formatRupees(booking.amount)}</td>
              <td className="admin-table__number">
                {formatRupees(booking.paid)} / {formatRupees(booking.due)} / {formatRupees(booking.refunded)}
              </td>
              <td>
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
              <td>{booking.cancelReason}</td>
              <td className="admin-table__number">
                {booking.cancellationCharge != null &&
                  `${formatRupees(booking.cancellationCharge)} / ${formatRupees(booking.refundAmount ?? 0)}`}
              </td>
              <td>
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
