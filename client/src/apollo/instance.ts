import { createApolloClient, type AppApollo } from './client';

let apollo: AppApollo | null = null;

/** The app's one Apollo client and sockets, made when the first screen that needs data is loaded. */
export function getApollo(): AppApollo {
  apollo ??= createApolloClient();
  return apollo;
}

/** A new customer (or none) must not see the previous one's data, and the socket must carry the new token. */
export function forgetCustomerData(): void {
  if (!apollo) return;
  apollo.socket.terminate();
  void apollo.client.clearStore();
}
