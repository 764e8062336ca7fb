/** The Trips screen reads its lists again after every trip change. */
export const TRIP_REFETCH = { refetchQueries: ['TripBoard'], awaitRefetchQueries: true };
