import { registerEnumType } from 'type-graphql';

/** What a partner API key may do; staff grant any combination. */
export enum ApiKeyScope {
  CatalogueRead = 'catalogue:read',
  BookingsRead = 'bookings:read',
  BookingsWrite = 'bookings:write',
}

registerEnumType(ApiKeyScope, {
  name: 'ApiKeyScope',
  description: 'A permission of a partner API key',
  valuesConfig: {
    CatalogueRead: { description: 'catalogue:read: cars, availability and quotes' },
    BookingsRead: { description: 'bookings:read: the bookings made with this key, without the licence number' },
    BookingsWrite: { description: 'bookings:write: book a car for a customer named by e-mail, name and phone' },
  },
});

export const ALL_SCOPES: readonly ApiKeyScope[] = Object.values(ApiKeyScope);

/**
 * The only GraphQL root fields an API key may use, with the scope each needs. Anything else (admin and
 * customer fields) answers FORBIDDEN to a key, whatever its scopes. Introspection is always allowed.
 */
export const PARTNER_FIELDS: Record<'query' | 'mutation' | 'subscription', Record<string, ApiKeyScope>> = {
  query: {
    cars: ApiKeyScope.CatalogueRead,
    car: ApiKeyScope.CatalogueRead,
    carAvailability: ApiKeyScope.CatalogueRead,
    quote: ApiKeyScope.CatalogueRead,
    siteSettings: ApiKeyScope.CatalogueRead,
    partnerBookings: ApiKeyScope.BookingsRead,
    partnerBooking: ApiKeyScope.BookingsRead,
  },
  mutation: {
    createPartnerBooking: ApiKeyScope.BookingsWrite,
  },
  subscription: {},
};
