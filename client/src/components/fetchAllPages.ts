import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';

/** The server's largest page. */
export const LARGEST_PAGE = 100;

interface Page<T> {
  items: readonly T[];
  total: number;
}

/** Every item of a paged list, page after page from 1, until `total` is reached (e.g. for a CSV export). */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<Page<T>>,
  pageSize = LARGEST_PAGE,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await fetchPage(page, pageSize);
    all.push(...items);
    if (items.length === 0 || all.length >= total) return all;
  }
}

interface PagedQuery<TData, TVariables extends OperationVariables, T> {
  query: TypedDocumentNode<TData, TVariables>;
  /** The filters of the screen, with this page. */
  variables(page: number, pageSize: number): TVariables;
  /** The page inside the answer. */
  pageOf(data: TData): Page<T>;
}

/** Every item a paged list query answers, read fresh from the server (the CSV exports: all rows, not the page shown). */
export function queryAllPages<TData, TVariables extends OperationVariables, T>(
  client: ApolloClient,
  { query, variables, pageOf }: PagedQuery<TData, TVariables, T>,
): Promise<T[]> {
  return fetchAllPages(async (page, pageSize) => {
    const { data } = await client.query({ query, variables: variables(page, pageSize), fetchPolicy: 'network-only' });
    if (!data) throw new Error('no page in the answer');
    return pageOf(data);
  });
}
