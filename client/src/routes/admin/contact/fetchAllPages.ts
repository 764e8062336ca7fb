/** The server's largest page. */
export const LARGEST_PAGE = 100;

/** Every row a paged list holds, page after page (an export holds all of them, not the page shown). */
export async function fetchAllPages<T>(fetchPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await fetchPage(page, LARGEST_PAGE);
    rows.push(...items);
    if (items.length === 0 || rows.length >= total) return rows;
  }
}
