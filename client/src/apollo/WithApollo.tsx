import { lazy, Suspense, type ReactNode } from 'react';

const ApolloGate = lazy(() => import('./ApolloGate'));

/** Children that query the server: rendered once Apollo has loaded (fallback until then). */
export function WithApollo({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ApolloGate>{children}</ApolloGate>
    </Suspense>
  );
}

/** Forgets the previous customer's cached data and socket, if Apollo has loaded at all. */
export function forgetCustomerData(): void {
  void import('./instance').then((m) => m.forgetCustomerData());
}
