/** The server's largest page. */
export const LARGEST_PAGE = 100;

/** Every item of a paged list, page after page from 1, until `total` is reached (e.g. for a CSV export). */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<{ items: readonly T[]; total: number }>,
  pageSize = LARGEST_PAGE,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await fetchPage(page, pageSize);
    all.push(...items);
    if (items.length === 0 || all.length >= total) return all;
  }
}
