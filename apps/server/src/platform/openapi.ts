import { z } from 'zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { RouteAccess } from '@hr/domain';
import { ZErrorEnvelope } from './envelope';

/**
 * The OpenAPI document as a contract a client generator can use (issue 13 point 7): paths relative
 * to the `/api` server (the SPA's API_URL), a stable operationId per operation, the error answers
 * each route can give, and no form metadata (`ref`, `image`, `money` from the domain schemas' meta,
 * which the web reads from @hr/domain, not from here).
 */

export const API_BASE = '/api';
/** Routes the maintenance closure does not apply to (see auth-hook). */
const OPEN_DURING_MAINTENANCE = new Set([`${API_BASE}/1.0/maintenance`]);

const errorAnswer = (description: string) => ZErrorEnvelope.meta({ description });
const ERROR_ANSWERS = {
  400: errorAnswer('Invalid input: the envelope names every failing field (msg.code 400001) or the request is malformed (400002)'),
  401: errorAnswer('No, unknown or expired token (msg.code 200005: log in again)'),
  403: errorAnswer('The caller\'s role does not hold the permission object id of this route'),
  404: errorAnswer('The record is gone or no longer allowed (msg.code 301007: go back one step) or not found'),
  409: errorAnswer('The record already exists, or others still refer to it'),
  429: errorAnswer('Too many requests from this client: try again later'),
  500: errorAnswer('An unexpected error (no detail is given to the client)'),
  503: errorAnswer('The system is closed for maintenance (msg.code 503)'),
};

/** Routes without a JSON answer send a file: an Excel workbook, a calendar, or an upload's own bytes. */
function fileAnswer(url: string) {
  const type = url.includes('/excel/') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : url.includes('/ical/') ? 'text/calendar' : 'application/octet-stream';
  return { description: 'The file', content: { [type]: { schema: z.string().meta({ format: 'binary' }) } } };
}

type RouteTransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = { response?: Record<string, unknown>; hide?: boolean };

/** The error answers a route can give, from what it declares: who may call it, its rate limit, its method. */
export function errorAnswersOf(url: string, method: string, access: RouteAccess | undefined, rateLimited: boolean): number[] {
  const permission = [access?.permission ?? 'public'].flat();
  const signedIn = !permission.includes('public');
  return [
    400,
    ...(signedIn ? [401] : []),
    ...(signedIn && !permission.includes('member') ? [403] : []),
    ...(signedIn && method === 'POST' ? [404, 409] : []),
    ...(rateLimited ? [429] : []),
    500,
    ...(OPEN_DURING_MAINTENANCE.has(url) ? [] : [503]),
  ];
}

/** Per route: the zod schemas as JSON Schema, with one documented answer per error status instead of 4xx/5xx ranges. */
export function openApiRouteTransform(input: RouteTransformInput) {
  const schema = input.schema as RouteSchema | undefined;
  if (!schema || schema.hide || !input.url.startsWith(`${API_BASE}/`)) return jsonSchemaTransform(input);
  const methods = [input.route.method].flat().filter((m) => m !== 'HEAD');
  const codes = errorAnswersOf(input.url, methods[0] ?? 'GET', input.route.config?.access as RouteAccess | undefined, Boolean(input.route.config?.rateLimit));
  const response = Object.fromEntries(Object.entries(schema.response ?? {}).filter(([status]) => !/^[45]xx$/i.test(status)));
  if (!Object.keys(response).some((status) => status.startsWith('2'))) response[200] = fileAnswer(input.url);
  for (const code of codes) response[code] ??= ERROR_ANSWERS[code as keyof typeof ERROR_ANSWERS];
  return jsonSchemaTransform({ ...input, schema: { ...schema, response } as RouteTransformInput['schema'] });
}

/** `post /1.0/search/employee` -> `post_1_0_search_employee`; path parameters read `by_<name>`. */
export function operationIdOf(method: string, path: string): string {
  const words = path.split('/').filter(Boolean).map((part) => part.replace(/^\{(.+)\}$/, 'by_$1').replace(/[^A-Za-z0-9]+/g, '_'));
  return [method.toLowerCase(), ...words].join('_').replace(/_+/g, '_').replace(/_$/, '');
}

// OpenAPI 3.0 Schema Object keys; anything else (form metadata) is left out of the document.
const SCHEMA_KEYS = new Set(['title', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern',
  'maxItems', 'minItems', 'uniqueItems', 'maxProperties', 'minProperties', 'required', 'enum', 'type', 'allOf', 'oneOf', 'anyOf', 'not', 'items',
  'properties', 'additionalProperties', 'description', 'format', 'default', 'nullable', 'discriminator', 'readOnly', 'writeOnly', 'xml',
  'externalDocs', 'example', 'deprecated', '$ref']);

/** A schema with only OpenAPI's own keys, at every depth. */
export function openApiSchema(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!SCHEMA_KEYS.has(key) && !key.startsWith('x-')) continue;
    if (key === 'properties') out[key] = Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, openApiSchema(v)]));
    else if (['allOf', 'oneOf', 'anyOf'].includes(key)) out[key] = (value as unknown[]).map(openApiSchema);
    else if (['items', 'not', 'additionalProperties'].includes(key)) out[key] = openApiSchema(value);
    else out[key] = value;
  }
  return out;
}

type Media = { schema?: unknown };
type OperationObject = {
  operationId?: string; parameters?: Array<{ schema?: unknown }>; requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
};
type Document = { servers?: Array<{ url: string }>; paths?: Record<string, Record<string, OperationObject>>; [key: string]: unknown };

const cleanContent = (content: Record<string, Media> | undefined) => {
  for (const media of Object.values(content ?? {})) if (media.schema) media.schema = openApiSchema(media.schema);
};

/** The whole document: the `/api` server, paths under it, operationIds checked unique, schemas cleaned. */
export function openApiDocumentTransform(input: { openapiObject: object } | { swaggerObject: object }): Document {
  if (!('openapiObject' in input)) throw new Error('the API documents OpenAPI 3, not Swagger 2');
  const doc = structuredClone(input.openapiObject) as Document;
  const paths: NonNullable<Document['paths']> = {};
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith(`${API_BASE}/`)) continue;
    const relative = path.slice(API_BASE.length);
    for (const [method, op] of Object.entries(item)) {
      const id = operationIdOf(method, relative);
      if (seen.has(id)) throw new Error(`operationId ${id} of ${method} ${relative} is already used by ${seen.get(id)}`);
      seen.set(id, `${method} ${relative}`);
      op.operationId = id;
      for (const p of op.parameters ?? []) p.schema = openApiSchema(p.schema);
      cleanContent(op.requestBody?.content);
      for (const answer of Object.values(op.responses ?? {})) cleanContent(answer.content);
    }
    paths[relative] = item;
  }
  return { ...doc, servers: [{ url: API_BASE }], paths };
}
