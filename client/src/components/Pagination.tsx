import './pagination.css';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  /** What is counted, e.g. "users". */
  noun: string;
}

/** Up to five page numbers around the current one. */
function pageWindow(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  return Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
}

/** "Showing 11-20 of 35 users" with Previous, page numbers and Next. */
export function Pagination({ page, pageSize, total, onPage, noun }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className="pagination" aria-label="Pages">
      <p className="pagination__summary">
        Showing {from}-{to} of {total} {noun}
      </p>
      <div className="pagination__buttons">
        <button type="button" className="pagination__button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        {pageWindow(page, pages).map((n) => (
          <button
            key={n}
            type="button"
            className="pagination__button"
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ))}
        <button type="button" className="pagination__button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
