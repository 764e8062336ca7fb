import { isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';

/**
 * Descriptions for integrators, where a decorator carries none (prefer `description` in the decorator for new
 * fields; test/schema-contract.test.ts fails while anything is undescribed). Keys: `Type`, `Type.field`,
 * `Type.field(arg)`. Names that mean the same everywhere are described by the rules below the table.
 */
const DESCRIPTIONS: Record<string, string> = {
  Query:
    'Reads. Public fields need no token; customer fields need a customer token, admin fields the admin token, partner fields an API key (rk_…)',
  Mutation: 'Changes. Errors carry extensions.code: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED',
  Subscription: 'Live updates over graphql-ws on /graphql (the token in connectionParams.authorization)',

  AdminDashboard: "The admin dashboard's figures; today is the city's date",
  'AdminDashboard.carsAvailable': 'Cars nothing holds now: no Accepted booking, turnaround or maintenance block',
  'AdminDashboard.pendingBookings': 'Bookings awaiting a decision',
  'AdminDashboard.todaysDropoffs': 'Bookings whose drop-off is today',
  'AdminDashboard.todaysPickups': 'Bookings whose pick-up is today',
  'AdminSession.token': 'The admin bearer token (12 hours)',
  'AuthPayload.token': 'The customer bearer token (7 days)',
  'AuthPayload.user': 'The signed-in customer',

  Blog: 'A blog post',
  'Blog.content': 'The text (plain text, shown as text)',
  'Blog.heading': 'The title',
  BlogInput: 'A blog post as staff write it',
  BookFor: 'The duration chosen in the booking modal',
  Booking: 'A booking of a car for a period (city wall clock); Pending until staff decide',
  'Booking.adminRemarks': "Staff's remarks, if any",
  'Booking.bookFor': 'The duration chosen',
  'Booking.cancelReason': "The customer's reason, once Canceled",
  'Booking.car': 'The booked car',
  'Booking.license': "The driver's licence number",
  'Booking.name': 'The name given for the booking',
  'Booking.phone': 'The phone given for the booking, digits with the country code (91…)',
  'Booking.status': 'Pending, Accepted, Rejected, Canceled or Completed',
  'BookingChange.bookingId': 'The booking that changed',
  BookingStatus: "A booking's state: Pending, then Accepted or Rejected by staff, Canceled by the customer, Completed by staff",

  'CancellationTermsResult.charge': 'Rupees the cancellation policy would keep',
  'CancellationTermsResult.refund': 'Rupees that would be refunded',
  Car: 'A car of the rental catalogue',
  'Car.cartype': 'Body type, e.g. SUV, Sedan, Hatchback',
  'Car.cooling': 'AC or Non-AC',
  'Car.fuel': 'Petrol, Diesel, CNG or Electric',
  'Car.isBooked':
    'Without a period: busy right now (an Accepted booking is running). With a period (cars arguments): an Accepted booking overlaps it',
  'Car.location': 'Where the car is picked up',
  'Car.name': 'The model shown to customers, e.g. Fortuner',
  'Car.nextFreeAt': 'When a busy car is next free: ISO 8601 with the city offset, e.g. 2026-12-01T10:00:00+05:30; null when free',
  'Car.offer': 'An offer line shown on the card, if any',
  'Car.order': 'Position in the catalogue, from 0',
  'Car.seat': 'Seats',
  'Car.selfdrive': 'Self Drive or With Driver',
  'CarInput.cartype': 'Body type, e.g. SUV',
  'CarInput.cooling': 'AC or Non-AC',
  'CarInput.fuel': 'Petrol, Diesel, CNG or Electric',
  'CarInput.location': 'Where the car is picked up',
  'CarInput.name': 'The model shown to customers',
  'CarInput.selfdrive': 'Self Drive or With Driver',
  'CarOrderInput.id': 'The car',

  ContactMessage: 'A message sent from the contact page',
  'ContactMessage.email': "The sender's e-mail",
  'ContactMessage.message': 'The message (plain text)',
  'ContactMessage.name': "The sender's name",
  'ContactMessage.phone': "The sender's mobile number, 10 digits",
  ContactMessageInput: 'A contact message',
  'ContactMessageInput.message': 'The message',
  'ContactMessageInput.name': 'Your name',
  CreateBookingInput: 'The Book Now form',
  'CreateBookingInput.carId': 'The car to book',
  'CreateBookingInput.license': "The driver's licence number",
  'CreateBookingInput.name': "The driver's name",
  Gender: "A customer's gender, as they give it",

  'Mutation.adminLogin(email)': "The admin's e-mail",
  'Mutation.adminLogin(password)': "The admin's password",
  'Mutation.cancelBooking(reason)': 'Why (required)',
  'Mutation.deleteReview': 'Deletes a review',
  'Mutation.deleteUsers(ids)': 'The customers to delete',
  'Mutation.reorderCars(items)': 'Each car with its new position',
  'Mutation.resendEmailOtp(email)': 'The address the code went to',
  'Mutation.sendEmailOtp(email)': 'Where to send the code',
  'Mutation.sendEmailOtp(name)': "The customer's name",
  'Mutation.setBookingStatus(adminRemarks)': 'Remarks for the customer, optional',
  'Mutation.setBookingStatus(status)': 'Accepted, Rejected or Completed',
  'Mutation.setReviewStatus(status)': 'Accepted or Rejected',
  'Mutation.updateProfile(profilePic)': 'A new profile picture, optional (an image, at most 5 MB)',
  'Mutation.verifyEmailOtp(email)': 'The address the code went to',
  'Mutation.verifyEmailOtp(otp)': 'The 4-digit code',

  Notification: 'A message to a customer about one of their bookings',
  'Notification.message': 'What happened, e.g. "Your booking for Fortuner on 2026-12-01 has been Accepted."',
  'Notification.read': 'Whether the customer has seen it',
  Offer: 'An offer banner of the home page strip',

  'Query.adminDashboard': "The admin dashboard's figures",
  'Query.bookings(status)': 'Only bookings in this status',
  'Query.car': 'One car; NOT_FOUND for an unknown id',
  'Query.carAvailability(carId)': 'The car',
  'Query.carAvailability(days)': 'How many city days to cover (default 60, at most 120)',
  'Query.quickBookingOptions': "The quick booking form's choices and defaults",
  'Query.quickBookings': 'Quick bookings, newest first, paged',
  'Query.siteSettings': "The operator's name, contact details and city",
  'Query.users(page)': 'From 1',
  'Query.users(sort)': 'The order of the list',
  'Query.users(verified)': 'Verified customers, unverified ones, or all',

  'QuoteInput.carId': 'The car to price',
  'QuoteResult.discountPercent': 'The discount of the plan (weekly, monthly), in percent',
  QuickBookAt: 'The quick booking form\'s "book at" values',
  QuickBooking: 'A quick (taxi) booking from the home page form',
  'QuickBooking.bookAt': 'Hour, daily, weekly or monthly',
  'QuickBooking.carName': 'The car asked for',
  'QuickBooking.fromCity': 'Where the trip starts',
  'QuickBooking.mobile': "The customer's mobile number, 10 digits",
  'QuickBooking.toCity': 'Where the trip goes',
  QuickBookingInput: 'The quick booking form',
  'QuickBookingInput.bookAt': 'Hour, daily, weekly or monthly',
  'QuickBookingInput.toCity': 'Where the trip goes (one of the listed cities, or free text for Other)',
  'QuickBookingOptions.defaultBookAt': 'The preselected "book at"',
  'QuickBookingOptions.defaultDropTime': 'The preselected drop-off slot',
  'QuickBookingOptions.defaultPickTime': 'The preselected pick-up slot',

  'RegisterCarInput.carName': 'The car, e.g. Swift',
  'RegisterCarInput.email': "The owner's e-mail",
  'RegisterCarInput.fuelType': 'Petrol, Diesel, CNG or Electric',
  'RegisterCarInput.model': 'Model year or variant',
  RegisteredCar: 'A car an owner offered through Register & Earn',
  'RegisteredCar.carName': 'The car',
  'RegisteredCar.clientName': "The owner's name",
  'RegisteredCar.email': "The owner's e-mail",
  'RegisteredCar.fuelType': 'Petrol, Diesel, CNG or Electric',
  'RegisteredCar.model': 'Model year or variant',
  'RegisteredCar.numberPlate': 'The registration number',
  'RegisteredCar.phone': "The owner's phone",
  'RegisteredCar.seats': 'Seats',

  Review: "A customer's review; shown publicly once Accepted",
  'Review.message': 'The review (plain text)',
  'Review.name': "The reviewer's name",
  'Review.status': 'Pending until staff accept or reject it',
  ReviewInput: 'A review',
  'ReviewInput.message': 'The review',
  'ReviewInput.name': 'Your name',
  ReviewStatus: "A review's moderation state",

  'SiteSettings.city': 'The service city',
  'SiteSettings.contactEmail': "The operator's e-mail",
  'SiteSettings.contactPhone': "The operator's phone",
  'SiteSettings.siteName': "The operator's name",

  'UpdateProfileInput.address': 'Postal address, optional',
  'UpdateProfileInput.gender': 'Male, Female or Other, optional',
  'UpdateProfileInput.name': 'Your name',
  User: 'A customer account (created at the first e-mail sign-in, or by a partner booking)',
  'User.address': 'Postal address, if given',
  'User.email': 'The sign-in e-mail (lower case); one address is one account',
  'User.gender': 'If given',
  'User.isVerified': 'Signed in with an e-mailed code at least once',
  'User.name': "The customer's name",
  'User.phone': 'Mobile number, +91 and 10 digits',
  UserPage: 'One page of customers',
  UserVerifiedFilter: 'Which customers to list by verification',
};

/** The same name means the same everywhere. */
function byRule(type: string, field: string, arg?: string): string | undefined {
  if (arg) {
    return (
      {
        id: 'The id of the record',
        input: 'The fields',
        image: 'An image file (PNG, JPEG, GIF or WebP, at most 5 MB)',
        ids: 'The ids',
      } as Record<string, string>
    )[arg];
  }
  if (field === 'id') return 'Unique id (a UUID)';
  if (field === 'createdAt') return 'When it was created';
  if (field === 'updatedAt') return 'When it last changed';
  if (type.endsWith('Page')) {
    return (
      {
        items: 'The rows of this page',
        page: 'This page, from 1',
        pageSize: 'Rows per page',
        total: 'Rows matching the filters',
      } as Record<string, string>
    )[field];
  }
  return undefined;
}

/** Fills in every description the decorators left out (see DESCRIPTIONS). */
export function describeSchema(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    type.description ||= DESCRIPTIONS[type.name] ?? null;
    if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      field.description ||= DESCRIPTIONS[`${type.name}.${field.name}`] ?? byRule(type.name, field.name) ?? null;
      for (const arg of 'args' in field ? field.args : []) {
        arg.description ||= DESCRIPTIONS[`${type.name}.${field.name}(${arg.name})`] ?? byRule(type.name, field.name, arg.name) ?? null;
      }
    }
  }
  return schema;
}
