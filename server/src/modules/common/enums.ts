import { registerEnumType } from 'type-graphql';

export enum Gender {
  Male = 'Male',
  Female = 'Female',
  Other = 'Other',
}
export enum BookingStatus {
  Pending = 'Pending',
  Accepted = 'Accepted',
  Rejected = 'Rejected',
  Canceled = 'Canceled',
  Completed = 'Completed',
}
/** Where a booking's trip stands, beside its status (the status stays SPEC's; modules/trips). */
export enum TripStage {
  NOT_STARTED = 'NOT_STARTED',
  ON_TRIP = 'ON_TRIP',
  RETURNED = 'RETURNED',
  SETTLED = 'SETTLED',
}
/** What a line of a quote's breakdown is: the screens word it from this and the line's values, in their language. */
export enum QuoteLineKind {
  RENT = 'RENT',
  PRICE_RULE = 'PRICE_RULE',
  PLAN_DISCOUNT = 'PLAN_DISCOUNT',
  OFFER = 'OFFER',
  DELIVERY_AT_PICKUP = 'DELIVERY_AT_PICKUP',
  COLLECTION_AT_RETURN = 'COLLECTION_AT_RETURN',
}
/** The booking modal's durations (SPEC.md section 3). */
export enum BookFor {
  TwelveHours = '12 Hours',
  Daily = 'Daily',
  Weekly = 'Weekly',
  Monthly = 'Monthly',
}
/** The quick booking form's book-at values, sent lowercase (SPEC.md section 7). */
export enum QuickBookAt {
  Hour = 'hour',
  Daily = 'daily',
  Weekly = 'weekly',
  Monthly = 'monthly',
}
export enum ReviewStatus {
  Pending = 'Pending',
  Accepted = 'Accepted',
  Rejected = 'Rejected',
}
export enum Role {
  Customer = 'CUSTOMER',
  Admin = 'ADMIN',
}

registerEnumType(Gender, { name: 'Gender', description: "A customer's gender, as they give it" });
registerEnumType(BookingStatus, {
  name: 'BookingStatus',
  description: "A booking's state: Pending, then Accepted or Rejected by staff, Canceled by the customer, Completed by staff",
});
registerEnumType(TripStage, {
  name: 'TripStage',
  description: 'NOT_STARTED, ON_TRIP (keys handed over), RETURNED (the bill awaits settling) or SETTLED',
});
registerEnumType(BookFor, {
  name: 'BookFor',
  valuesConfig: { TwelveHours: { description: '12 Hours' } },
  description: 'The duration chosen in the booking modal',
});
registerEnumType(QuoteLineKind, {
  name: 'QuoteLineKind',
  description:
    "A quote line: RENT (count units at the quote's rate), PRICE_RULE (a rule, name, on count days), PLAN_DISCOUNT (percent off for the plan priced), OFFER (the car's offer, name), DELIVERY_AT_PICKUP or COLLECTION_AT_RETURN",
});
registerEnumType(QuickBookAt, { name: 'QuickBookAt', description: 'The quick booking form\'s "book at" values' });
registerEnumType(ReviewStatus, { name: 'ReviewStatus', description: "A review's moderation state" });
