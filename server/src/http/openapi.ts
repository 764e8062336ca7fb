import { z } from 'zod';
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { ErrorBody } from '../modules/common/rest-schemas.js';
import type { MultipartBody } from '../modules/common/operation.js';
import { errorStatuses, OPERATIONS, type Operation } from './contract/operations.js';

/**
 * The OpenAPI 3.1 document of the REST layer, served at /api/openapi.json, generated from the operations declared
 * once in each module's <area>.operations.ts (the registry: contract/operations.ts), with the same schemas the tests
 * check every REST answer against. A test walks the Express routers and fails when a route is missing here.
 */
export const REST_ROUTES = OPERATIONS.map(({ method, path }) => ({ method, path }));

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input (the message says which field and why); nothing was written',
  401: 'No, expired or invalid token, or an unknown or revoked API key',
  403: 'Wrong role, not the owner, or an API key without the scope this route needs',
  404: 'Not found (also for an id that is not a UUID)',
  409: 'Conflict: an overlapping Accepted booking or a transition the current state forbids (or a request under the same Idempotency-Key still running)',
  413: 'The body or upload is too large',
  422: 'The Idempotency-Key was already used for a different request; nothing was run',
  429: 'Rate limited; the message says when to retry',
  503: 'A dependency (database, mail) is unavailable right now; retry later',
};

/** The header an idempotent operation takes (pipeline/idempotency.ts, docs/integrating.md). */
const IDEMPOTENCY_HEADERS = z.object({
  'Idempotency-Key': z.string().max(255).optional().openapi({
    description:
      'A key of your own (a UUID) for this request: a retry with the same key and body answers the first answer again for 24 hours and creates nothing (a booking: re-read as it stands now); another body under the key is a 422; while the first runs, a 409',
  }),
});

const SECURITY: Record<Operation['access'], Record<string, string[]>[]> = {
  public: [{}],
  catalogue: [{}, { partnerKey: [] }],
  customer: [{ customerToken: [] }],
  admin: [{ adminToken: [] }],
  partner: [{ partnerKey: [] }],
};

export function openApiDocument(siteName: string, serverUrl = '/') {
  const registry = new OpenAPIRegistry();
  registry.register('Error', ErrorBody);
  registry.registerComponent('securitySchemes', 'customerToken', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A customer token from POST /api/auth/verify-email-otp (7 days)',
  });
  registry.registerComponent('securitySchemes', 'adminToken', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An admin token from POST /api/v1/admin/login (12 hours)',
  });
  registry.registerComponent('securitySchemes', 'partnerKey', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'rk_…',
    description: 'A partner API key created by staff; its scopes decide what it may call',
  });
  for (const op of OPERATIONS) {
    const params = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
    const responses: Record<string, unknown> = {};
    for (const [status, { description, schema, mediaType = 'application/json' }] of Object.entries(op.ok)) {
      responses[status] = schema ? { description, content: { [mediaType]: { schema } } } : { description };
    }
    for (const status of errorStatuses(op)) {
      responses[status] = { description: ERROR_TEXT[status], content: { 'application/json': { schema: ErrorBody } } };
    }
    registry.registerPath({
      method: op.method,
      path: `/api${op.path}`,
      operationId: op.operationId,
      summary: op.summary,
      description: op.scope ? `With an API key: scope ${op.scope}.` : undefined,
      tags: [op.tag],
      security: SECURITY[op.access],
      request: {
        ...(params.length
          ? { params: z.object(Object.fromEntries(params.map((n) => [n, z.string().openapi({ description: 'A record id (UUID)' })]))) }
          : {}),
        ...(op.query ? { query: op.query } : {}),
        ...(op.idempotent ? { headers: IDEMPOTENCY_HEADERS } : {}),
        ...(op.body
          ? {
              body: {
                required: true,
                content: { [op.body.kind === 'json' ? 'application/json' : 'multipart/form-data']: { schema: op.body.schema } },
              },
            }
          : {}),
      },
      responses: responses as never,
    });
  }
  const tags = [...new Set(OPERATIONS.map((o) => o.tag))];
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: `${siteName} REST API`,
      version: '1.1.0',
      description:
        'The REST compatibility layer (legacy clients) and the partner routes. Documents carry `_id`; errors are `{ "message" }`. GraphQL at /graphql is the richer API for new integrations (docs/integrating.md).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl, description: 'This server' }],
    tags: tags.map((name) => ({ name, description: `${name} routes` })),
  });
  for (const op of OPERATIONS) if (op.body?.kind === 'multipart') addFileField(document, op, op.body);
  return document;
}

type Document = ReturnType<OpenApiGeneratorV31['generateDocument']>;
interface FormSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/** A multipart form's file (`body.file`), which its schema leaves to multer: a binary field, required unless `fileOptional`. */
function addFileField(document: Document, op: Operation, body: MultipartBody): void {
  type PathItem = Record<string, { requestBody?: { content: Record<string, { schema: FormSchema }> } } | undefined>;
  const media = (document.paths?.[`/api${op.path}`] as PathItem | undefined)?.[op.method]?.requestBody?.content['multipart/form-data'];
  if (!media) return;
  const form = media.schema;
  form.properties = { ...form.properties, [body.file]: { type: 'string', format: 'binary' } };
  if (!body.fileOptional) form.required = [...(form.required ?? []), body.file];
}
