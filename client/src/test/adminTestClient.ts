import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ADMIN_CONTEXT } from '../apollo/authHeaders';
import { authLink } from '../apollo/authLink';

/** A client like the app's admin client (admin context, the app's auth link) in front of a test link. */
export function adminTestClient(link: ApolloLink): ApolloClient {
  return new ApolloClient({ link: ApolloLink.from([authLink, link]), cache: new InMemoryCache(), defaultContext: ADMIN_CONTEXT });
}
