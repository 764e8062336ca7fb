// A test hook, not production middleware: every REST answer the server test suite receives through fetch is checked
// against the operations that generate /api/openapi.json (status declared, body matching its schema). A drift between
// code and document throws inside the test's fetch, so the test fails.
import { ErrorBody } from '../../src/http/contract/schemas.js';
import { errorStatuses, OPERATIONS, type Operation } from '../../src/http/contract/operations.js';

const routes = OPERATIONS.map((op) => ({ op, pattern: new RegExp(`^/api${op.path.replace(/\{\w+\}/g, '[^/]+')}/?$`) }));

function operationFor(method: string, pathname: string): Operation | undefined {
  const m = method === 'head' ? 'get' : method;
  // Literal paths first: /v1/cars/reorder is not /v1/cars/{id}.
  const matches = routes.filter((r) => r.op.method === m && r.pattern.test(pathname)).map((r) => r.op);
  return matches.find((op) => !op.path.includes('{')) ?? matches[0];
}

/** What is wrong with an answer, or null. */
export async function contractProblem(method: string, pathname: string, res: Response): Promise<string | null> {
  // 431 comes from Node's HTTP parser (headers too large) before any route runs.
  if (res.status === 431) return null;
  const op = operationFor(method, pathname);
  const text = method === 'head' ? '' : await res.text();
  const body = text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) as unknown : undefined;
  const where = `${method.toUpperCase()} ${pathname} answered ${res.status}`;
  if (!op) {
    // Unknown routes answer the one 404.
    return res.status === 404 && ErrorBody.safeParse(body).success ? null : `${where}, and no operation of the document matches it`;
  }
  const success = op.ok[res.status];
  if (success) {
    if (!success.schema || method === 'head') return null;
    const parsed = success.schema.safeParse(body);
    return parsed.success ? null : `${where} (${op.operationId}) with a body the document does not describe: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`;
  }
  if (!errorStatuses(op).includes(res.status)) return `${where}: a status ${op.operationId} does not declare`;
  if (method === 'head') return null;
  return ErrorBody.safeParse(body).success ? null : `${where} (${op.operationId}) with an error body that is not { message }: ${text.slice(0, 200)}`;
}

const originalFetch = globalThis.fetch;
globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
  const res = await originalFetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '::1' || url.hostname === '[::1]';
  if (local && url.pathname.startsWith('/api/') && url.pathname !== '/api/openapi.json') {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toLowerCase();
    const problem = await contractProblem(method, url.pathname, res.clone());
    if (problem) throw new Error(`REST answer drifted from /api/openapi.json: ${problem}`);
  }
  return res;
};
