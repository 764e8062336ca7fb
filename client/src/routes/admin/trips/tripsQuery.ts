import { graphql } from '../../../gql';

export const tripBoardDocument = graphql(`
  query TripBoard {
    tripBoard {
      pickups {
        ...TripCard_booking
      }
      onTrip {
        ...TripCard_booking
      }
      overdue {
        id
      }
      returns {
        id
      }
      toSettle {
        ...TripCard_booking
      }
    }
  }
`);

export const TripCardFragment = graphql(`
  fragment TripCard_booking on Booking {
    id
    name
    phone
    pickupDate
    pickupTime
    dropDate
    dropTime
    tripStage
    documentIssues
    driverCheck {
      bookingName
      bookingLicence
      licenceNumber
      licenceHolder
      matches
    }
    pickupAddress
    pickupLat
    pickupLng
    returnAddress
    returnLat
    returnLng
    car {
      id
      name
    }
    trip {
      startedAt
      handoverOdometerKm
      handoverFuelEighths
      depositHeld
      driverMismatchReason
    }
    bill {
      ...BillTable_bill
    }
  }
`);
