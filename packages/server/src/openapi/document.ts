import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { isValibot } from '../http/valibot.ts';
import type { DocumentedRoute } from './registry.ts';

/** An OpenAPI 3.1 document: only the parts this server writes. */
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
};

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

// A type, not an interface: the answer's check reads it as a record.
export type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  /** Who may call it beyond the token: the lowest role, or the exact roles. */
  'x-omnicanal-access'?: { rank?: string; roles?: readonly string[]; scope?: string };
};

/** Our error body (`http/errors.ts`): a catalogue code, a sentence, and messages per field. */
const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    error: { type: 'string', description: 'The error code of the catalogue (spec 000 §8).' },
    detail: { type: 'string', description: 'A sentence for developers; the console shows its own.' },
  },
  required: ['error', 'detail'],
  additionalProperties: { type: 'array', items: { type: 'string' }, description: 'Field errors.' },
};

const ERROR_ANSWER = {
  description: 'Refused: the body carries the error code, a sentence and the fields concerned.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/**
 * The request schemas as a caller writes them (`typeMode: 'input'`: a path id is the string of the
 * URL, before the schema turns it into a number); an answer's too, as the answer is checked in its
 * wire form. What JSON Schema cannot say (transforms, custom checks) is left out, not refused.
 */
function jsonSchemaOf(schema: unknown, shared: Record<string, JsonSchema>): JsonSchema | null {
  if (!isValibot(schema)) return null;
  const { $defs, ...json } = toJsonSchema(schema as GenericSchema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  });
  return $defs ? hoistDefinitions(json, $defs as Record<string, JsonSchema>, shared) : json;
}

/**
 * A lazy (possibly recursive) schema converts to `$defs` of its own with `#/$defs/0` references,
 * which in an OpenAPI document would point at the document's root: they move to the components,
 * under names no other conversion uses.
 */
function hoistDefinitions(
  json: JsonSchema,
  defs: Record<string, JsonSchema>,
  shared: Record<string, JsonSchema>,
): JsonSchema {
  const prefix = `Shared${Object.keys(shared).length}_`;
  const moved = (value: unknown) =>
    JSON.parse(
      JSON.stringify(value).replace(
        /"#\/\$defs\/([^"]+)"/g,
        (_, key) => `"#/components/schemas/${prefix}${key}"`,
      ),
    );
  for (const [key, def] of Object.entries(defs)) shared[`${prefix}${key}`] = moved(def);
  return moved(json);
}

/** `/api/core/agents/:id/` → `/api/core/agents/{id}/`; a wildcard is named `path`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\([^)]*\))?/g, '{$1}').replace(/\*$/, '{path}');
}

const pathNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);

/** One parameter per property of an object schema; a path parameter the schema omits is a string. */
function parametersOf(route: DocumentedRoute, path: string, shared: Record<string, JsonSchema>): Parameter[] {
  const out: Parameter[] = [];
  const params = jsonSchemaOf(route.schema.params, shared);
  for (const name of pathNames(path)) {
    const schema = (params?.properties?.[name] as JsonSchema | undefined) ?? { type: 'string' };
    out.push({ name, in: 'path', required: true, schema });
  }
  const query = jsonSchemaOf(route.schema.querystring, shared);
  const required = new Set(query?.required ?? []);
  for (const [name, schema] of Object.entries(query?.properties ?? {})) {
    const { description, ...rest } = schema as JsonSchema;
    out.push({
      name,
      in: 'query',
      required: required.has(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    });
  }
  return out;
}

/** The answers: the declared schemas per status, what a non-JSON route sends, then refusals. */
function responsesOf(route: DocumentedRoute, shared: Record<string, JsonSchema>): Operation['responses'] {
  const responses: Operation['responses'] = {};
  const declared = (route.schema.response ?? {}) as Record<string, unknown>;
  for (const [status, schema] of Object.entries(declared)) {
    const json = jsonSchemaOf(schema, shared);
    responses[status] = {
      description: Number(status) < 300 ? 'Done.' : 'Answered.',
      ...(json ? { content: { 'application/json': { schema: json } } } : {}),
    };
  }
  if (route.websocket) responses['101'] = { description: 'The socket is open (spec 000 §7).' };
  switch (route.config.answers) {
    case 'no-content':
      responses['204'] = { description: 'Done; no body.' };
      break;
    case 'file':
      responses['200'] = {
        description: 'The file, as an attachment.',
        content: { 'application/octet-stream': { schema: { type: 'string', contentEncoding: 'binary' } } },
      };
      break;
    case 'redirect':
      responses['302'] = { description: 'Sent elsewhere (the Location header).' };
      break;
    case 'page':
      responses['200'] = {
        description: 'A page (or its stylesheet) written by the server.',
        content: { 'text/html': { schema: { type: 'string' } } },
      };
      break;
  }
  responses.default = ERROR_ANSWER;
  return responses;
}

function securityOf(route: DocumentedRoute): Operation['security'] {
  switch (route.config.auth) {
    case 'user':
      return [{ bearer: [] }];
    case 'optional':
      return [{}, { bearer: [] }];
    case 'api-token':
      return [{ publicApiToken: [] }];
    case 'dashboard':
      return [{ bearer: [] }, { keyAccountToken: [] }];
    case 'key-account':
      return [{ keyAccountToken: [] }];
    default:
      // Sockets read their token from the query (spec 000 §7), the only place a token travels in a URL.
      return route.websocket ? [{ socketToken: [] }] : [];
  }
}

/** `GET /api/core/agents/{id}/` → `get_core_agents_id`: unique, stable across builds. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words].join('_');
}

/**
 * The service a route belongs to: the segment after `/api/`; the server's own few routes
 * (`/api/config`, this reference) are `server`.
 */
export const serviceOf = (url: string) =>
  /^\/api\/[^/]+$/.test(url) ? 'server' : (url.split('/')[2] ?? 'server');

/** The operation of one route; definitions its schemas share land in `shared` (the components). */
export function operationOf(route: DocumentedRoute, shared: Record<string, JsonSchema>): Operation {
  const path = openApiPath(route.url);
  const parameters = parametersOf(route, path, shared);
  const body = jsonSchemaOf(route.schema.body, shared);
  const access = route.config;
  const operation: Operation = {
    operationId: operationIdOf(route.method, path),
    ...(route.schema.summary ? { summary: route.schema.summary } : {}),
    ...(route.schema.description ? { description: route.schema.description } : {}),
    tags: [serviceOf(route.url)],
    security: securityOf(route),
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? { requestBody: { required: !isOptional(body), content: { 'application/json': { schema: body } } } }
      : {}),
    responses: responsesOf(route, shared),
  };
  if (access.rank || access.roles || access.scope)
    operation['x-omnicanal-access'] = {
      ...(access.rank ? { rank: access.rank } : {}),
      ...(access.roles ? { roles: access.roles } : {}),
      ...(access.scope ? { scope: access.scope } : {}),
    };
  return operation;
}

/** A body schema that accepts no body at all (an optional object). */
const isOptional = (schema: JsonSchema) =>
  Array.isArray(schema.anyOf) && schema.anyOf.some((s) => typeof s === 'object' && s.type === 'null');

/**
 * Some collections answer at both spellings, `/skills/` (the spec's) and `/skills`: one operation,
 * written the spec's way.
 */
function withoutTwins(routes: readonly DocumentedRoute[]): DocumentedRoute[] {
  const key = (r: DocumentedRoute) => `${r.method} ${r.url}`;
  const all = new Set(routes.map(key));
  return routes.filter((r) => !(!r.url.endsWith('/') && all.has(`${key(r)}/`)));
}

/** The whole reference of the routes given. */
export function openApiDocument(routes: readonly DocumentedRoute[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  const shared: Record<string, JsonSchema> = {};
  for (const route of withoutTwins(routes)) {
    const path = openApiPath(route.url);
    const operation = operationOf(route, shared);
    for (const tag of operation.tags) tags.add(tag);
    paths[path] ??= {};
    (paths[path] as Record<string, Operation>)[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Omnicanal API',
      version,
      description:
        'The reference server of Omnicanal: every service the console and its elements call, the visitor widget’s calls and the public API. Console calls take the bearer token of a signed-in user; the public API takes a public API token (Settings › Public API).',
    },
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A signed-in user’s session token.' },
        publicApiToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A public API token (`ocp_…`) with the scope the route names.',
        },
        keyAccountToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A key account’s token (`okd_…`); dashboards also need `company`, one granted to it.',
        },
        socketToken: {
          type: 'apiKey',
          in: 'query',
          name: 'token',
          description:
            'Sockets only: the session token in the query, as browsers cannot set headers on them.',
        },
      },
      schemas: { Error: ERROR_SCHEMA, ...shared },
    },
  };
}
