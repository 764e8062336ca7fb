import { lazy, Suspense, type ReactNode } from 'react';

const ApolloGate = lazy(() => import('./ApolloGate'));

interface Props {
  children: ReactNode;
  fallback?: ReactNode;
  /** The admin panel: every operation below sends the admin token. */
  admin?: boolean;
}

/** Children that query the server: rendered once Apollo has loaded (fallback until then). */
export function WithApollo({ children, fallback = null, admin = false }: Props) {
  return (
    <Suspense fallback={fallback}>
      <ApolloGate admin={admin}>{children}</ApolloGate>
    </Suspense>
  );
}

/** Forgets the previous customer's cached data and socket, if Apollo has loaded at all. */
export function forgetCustomerData(): void {
  void import('./instance').then((m) => m.forgetCustomerData());
}
