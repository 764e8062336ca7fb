// A test hook, not production middleware: every REST answer the server test suite receives through fetch is
// validated against the generated OpenAPI document (/api/openapi.json, as the server serves it) with a JSON Schema
// 2020-12 validator (Ajv, the dialect of OpenAPI 3.1): the status must be one the operation declares, and the body
// must match that response's schema. A drift between code and document throws inside the test's fetch, so the
// test fails.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import * as ajvFormats from 'ajv-formats';
import type { FormatsPlugin } from 'ajv-formats';
import { openApiDocument } from '../../src/http/openapi.js';
import { templatePattern } from '../../src/modules/common/template-pattern.js';

interface Media {
  schema?: unknown;
}
interface ResponseObject {
  description: string;
  content?: Record<string, Media>;
}
interface OperationObject {
  operationId: string;
  responses: Record<string, ResponseObject>;
}
interface Document {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, unknown> };
}

/** The document exactly as GET /api/openapi.json serves it (JSON text, parsed). */
const document = JSON.parse(JSON.stringify(openApiDocument('Contract check'))) as Document;

const ajv = new Ajv2020({ strict: false, allErrors: true });
// ajv-formats is CommonJS: its plugin is the module's default export.
const addFormats = (ajvFormats as unknown as { default: FormatsPlugin }).default;
addFormats(ajv);
// Multipart file parts: never in an answer.
ajv.addFormat('binary', true);
ajv.addVocabulary(['example', 'externalDocs', 'xml', 'discriminator']);
ajv.addSchema(document, 'openapi.json');

const pointer = (...tokens: string[]) => tokens.map((t) => `/${encodeURIComponent(t.replace(/~/g, '~0').replace(/\//g, '~1'))}`).join('');
const validators = new Map<string, ValidateFunction>();
function validatorAt(...tokens: string[]): ValidateFunction {
  const ref = `openapi.json#${pointer(...tokens)}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

// The document's paths, literal ones first: /api/v1/cars/reorder is not /api/v1/cars/{id}. In any letter case, as
// the server routes them (a legacy client's /api/v1/Cars is GET /api/v1/cars).
const templates = Object.keys(document.paths)
  .map((template) => ({ template, pattern: templatePattern(template, /\{(\w+)\}/, '[^/]+', { suffix: '/?', flags: 'i' }).pattern }))
  .sort((a, b) => Number(a.template.includes('{')) - Number(b.template.includes('{')));

function operationFor(method: string, pathname: string): { template: string; method: string; op: OperationObject } | undefined {
  const m = method === 'head' ? 'get' : method;
  const found = templates.find((t) => t.pattern.test(pathname) && document.paths[t.template][m]);
  return found && { template: found.template, method: m, op: document.paths[found.template][m] };
}

const describeErrors = (validate: ValidateFunction) =>
  JSON.stringify((validate.errors ?? []).slice(0, 3).map((e) => ({ at: e.instancePath, problem: e.message, ...e.params })));

/** What is wrong with an answer, or null. */
export async function contractProblem(method: string, pathname: string, res: Response): Promise<string | null> {
  // 431 comes from Node's HTTP parser (headers too large) before any route runs.
  if (res.status === 431) return null;
  const text = method === 'head' ? '' : await res.text();
  const json = text !== '' && (res.headers.get('content-type') ?? '').includes('json');
  const body = json ? (JSON.parse(text) as unknown) : undefined;
  const where = `${method.toUpperCase()} ${pathname} answered ${res.status}`;
  const found = operationFor(method, pathname);
  if (!found) {
    // OPTIONS on a known path answers its Allow, without a body.
    if (method === 'options' && res.status === 204 && res.headers.get('allow') && text === '') return null;
    // Unknown routes answer the one 404, and a known path asked with another method 405: an Error either way.
    const validate = validatorAt('components', 'schemas', 'Error');
    return (res.status === 404 || (res.status === 405 && res.headers.get('allow'))) && validate(body)
      ? null
      : `${where}, and no operation of the document matches it`;
  }
  const { op, template } = found;
  const response = op.responses[String(res.status)];
  if (!response) return `${where}: a status ${op.operationId} does not declare`;
  if (method === 'head') return null;
  // A file answer (text/csv, application/pdf…) is checked by its media type only.
  const fileType = Object.keys(response.content ?? {}).find((type) => type !== 'application/json');
  if (fileType)
    return (res.headers.get('content-type') ?? '').startsWith(fileType) ? null : `${where} (${op.operationId}) without its ${fileType}`;
  const media = response.content?.['application/json'];
  if (!media) return text === '' ? null : `${where} (${op.operationId}) with a body where the document declares none`;
  if (!json) return `${where} (${op.operationId}) without the JSON body the document declares: ${text.slice(0, 200)}`;
  const validate = validatorAt('paths', template, found.method, 'responses', String(res.status), 'content', 'application/json', 'schema');
  if (validate(body)) return null;
  const isError = (media.schema as { $ref?: string } | undefined)?.$ref === '#/components/schemas/Error';
  return isError
    ? `${where} (${op.operationId}) with an error body that is not { message }: ${text.slice(0, 200)}`
    : `${where} (${op.operationId}) with a body the document does not describe: ${describeErrors(validate)}`;
}

// With `isolate: false` this setup file runs again for each test file in a worker's one process: fetch is wrapped
// once per process, or each answer would be checked once per file run before it (50 times over by a worker's end).
const WRAPPED = Symbol.for('contract-check: fetch checks REST answers');
const originalFetch = globalThis.fetch;
const alreadyWrapped = (originalFetch as { [WRAPPED]?: true })[WRAPPED];
const checkedFetch = async (input: string | URL | Request, init?: RequestInit) => {
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
if (!alreadyWrapped) globalThis.fetch = Object.assign(checkedFetch, { [WRAPPED]: true as const });
