import { Kind, parse, type DocumentNode } from 'graphql';

interface Entry {
  body: string;
  headers: [string, string][];
  basis: object;
}

const MAX_ENTRIES = 200;
const MAX_KEY_BYTES = 4096;

/**
 * Whole responses of anonymous-safe operations that read only the catalogue (e.g. the `cars` query every open
 * listing polls), keyed by the exact request body and valid only while the catalogue snapshot they were built
 * from is in force. A hit skips Apollo's pipeline entirely; anything else goes through it untouched.
 */
export class PublicQueryCache {
  private readonly entries = new Map<string, Entry>();
  private readonly decisions = new Map<string, boolean>();

  constructor(
    private readonly cacheableRootFields: ReadonlySet<string>,
    private readonly currentBasis: () => object | null,
  ) {}

  /** The basis a response computed now would rest on; pass it back to store(). */
  basis(): object | null {
    return this.currentBasis();
  }

  get(key: string): Entry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.basis !== this.currentBasis()) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  store(key: string, request: unknown, basis: object | null, status: number, body: string, headers: [string, string][]): void {
    if (!basis || status !== 200 || key.length > MAX_KEY_BYTES || !this.isCacheable(key, request)) return;
    if (body.includes('"errors"')) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { body, headers, basis });
  }

  private isCacheable(key: string, request: unknown): boolean {
    let decision = this.decisions.get(key);
    if (decision === undefined) {
      decision = this.decide(request);
      if (this.decisions.size >= MAX_ENTRIES) this.decisions.clear();
      this.decisions.set(key, decision);
    }
    return decision;
  }

  /** A single query operation whose root fields are all catalogue-backed (fragments on the root are refused). */
  private decide(request: unknown): boolean {
    const { query, operationName } = (request ?? {}) as { query?: unknown; operationName?: unknown };
    if (typeof query !== 'string') return false;
    let doc: DocumentNode;
    try {
      doc = parse(query);
    } catch {
      return false;
    }
    const ops = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const op = ops.length === 1 ? ops[0] : ops.find((o) => o.name?.value === operationName);
    if (!op || op.operation !== 'query') return false;
    return op.selectionSet.selections.every(
      (sel) => sel.kind === Kind.FIELD && (sel.name.value === '__typename' || this.cacheableRootFields.has(sel.name.value)),
    );
  }
}
