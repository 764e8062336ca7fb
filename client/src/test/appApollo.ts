// Forms that send through the app's own client (apollo/onDemandMutation.ts) get it from apollo/instance.ts, not
// from a provider. A test stands this module in for it and says what the server answers:
//   vi.mock('../../apollo/instance', () => import('../../test/appApollo'));
//   answerWith([{ request: { query, variables }, result: { data } }]);
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';

let client = new ApolloClient({ link: new MockLink([]), cache: new InMemoryCache() });

/** The app's client answers these (each once), and anything else with an error. */
export function answerWith(mocks: MockLink.MockedResponse[]): void {
  client = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
}

export function getApollo() {
  return { client };
}

export function forgetCustomerData(): void {}
