import { graphql } from '../../../gql';

/** The fleet calendar: every car, its Accepted bookings (with their turnaround) and blocks over the days shown. */
export const fleetCalendarDocument = graphql(`
  query FleetCalendar($from: String, $days: Int) {
    cars {
      id
      name
    }
    fleetCalendar(from: $from, days: $days) {
      carId
      kind
      bookingId
      blockId
      label
      from
      to
    }
    blocks {
      id
      carId
      carName
      from
      to
      reason
    }
  }
`);
