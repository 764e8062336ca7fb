/**
 * A handover or return sends up to 12 photos and a signature in one request: the server takes that many files only
 * on this address, from staff, for startTrip and endTrip (server/src/pipeline/gate.ts, UPLOAD_PROFILES).
 */
export const TRIP_UPLOAD_CONTEXT = { uri: '/graphql?uploads=trip' };

/** The Trips screen reads its lists again after every trip change. */
export const TRIP_REFETCH = { refetchQueries: ['TripBoard'], awaitRefetchQueries: true };
