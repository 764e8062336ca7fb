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
    paid
    due
    atRiskOf
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
    pickupLandmark
    pickupAreaToConfirm
    returnAddress
    returnLat
    returnLng
    returnLandmark
    returnAreaToConfirm
    car {
      id
      name
      registrationNumber
    }
    trip {
      startedAt
      handoverOdometerKm
      handoverFuelEighths
      depositHeld
      depositMethod
      depositReference
      driverMismatchReason
    }
    bill {
      ...BillTable_bill
    }
  }
`);
