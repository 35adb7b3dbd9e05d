import fp from 'fastify-plugin';
import * as v from 'valibot';
import type { ServiceInstance } from '../http/valibot.ts';
import { type OpenApiDocument, openApiDocument } from './document.ts';
import { REFERENCE_PAGE_CSS, referencePage } from './page.ts';
import type { DocumentedRoute } from './registry.ts';

export interface OpenApiOptions {
  /** The routes `collectRoutes` keeps (complete once the app is ready). */
  routes: readonly DocumentedRoute[];
  version: string;
}

const JSON_PATH = '/api/openapi.json';
const PAGE_PATH = '/api/docs';
const CSS_PATH = '/api/docs.css';

/** What the reference's answer is checked against: an OpenAPI 3.1 document. */
const OpenApiAnswer = v.looseObject({
  openapi: v.literal('3.1.0'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), v.looseObject({ operationId: v.string() }))),
});

/**
 * The API reference: `/api/openapi.json` (OpenAPI 3.1, from the routes' own valibot schemas, so
 * it is what the server checks) and `/api/docs`, the same drawn as a page. Public, as the API's
 * shape is no secret; built once, on the first request, when every route is registered.
 */
export const openApiPlugin = fp<OpenApiOptions>(
  async (parent, { routes, version }) => {
    const app = parent as unknown as ServiceInstance;
    let document: OpenApiDocument | null = null;
    const reference = () => {
      document ??= openApiDocument(routes, version);
      return document;
    };

    app.get(
      JSON_PATH,
      {
        config: { auth: 'public' },
        schema: {
          summary: 'The API reference as an OpenAPI 3.1 document.',
          response: { 200: OpenApiAnswer },
        },
      },
      async () => reference(),
    );
    app.get(
      PAGE_PATH,
      {
        config: { auth: 'public', answers: 'page' },
        schema: { summary: 'The API reference as a page to read.' },
      },
      async (_request, reply) =>
        reply.type('text/html; charset=utf-8').send(referencePage(reference(), CSS_PATH, JSON_PATH)),
    );
    app.get(
      CSS_PATH,
      {
        config: { auth: 'public', answers: 'page' },
        schema: { summary: 'The stylesheet of the API reference page.' },
      },
      async (_request, reply) => reply.type('text/css; charset=utf-8').send(REFERENCE_PAGE_CSS),
    );
  },
  { name: 'openapi', fastify: '5.x' },
);
