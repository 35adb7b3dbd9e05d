import type { FastifyBaseLogger, FastifySerializerCompiler } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import type { AnswerCheck } from '../config.ts';
import { issuesDetail } from './errors.ts';
import { isValibot } from './valibot.ts';

/**
 * What a route answers when its answer is not a JSON body, so it declares no response schema:
 * `no-content` (204 and nothing else), `file` (a download), `redirect` (a 3xx to elsewhere).
 * Socket routes (`websocket: true`) say so already and need no marker.
 */
/** `page`: an HTML page (or its stylesheet) the server writes itself, such as the hosted survey. */
export type RawAnswer = 'no-content' | 'file' | 'redirect' | 'page';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set only on a route whose answer is not JSON; every other /api route has `schema.response`. */
    answers?: RawAnswer;
  }
}

/** An answer that left its route's response schema; the error handler turns it into a 500. */
export class AnswerMismatch extends Error {
  constructor(route: string, status: number, detail: string) {
    super(`${route} answered ${status} outside its response schema. ${detail}`);
    this.name = 'AnswerMismatch';
  }
}

/**
 * The one serializer compiler: an answer is written with `JSON.stringify` and checked, as the
 * console will read it (the parsed JSON, Dates already strings), against the route's response
 * schema for its status, which is the schema `@omnicanal/api` decodes it with. The check cannot
 * strip or rewrite an answer: the wire form is a schema's input, not its output. A mismatch either
 * refuses the answer (a 500 `server_error` through the error handler, so tests fail at the route
 * that drifted) or is logged and sent as it is (`AnswerCheck`).
 */
export function valibotSerializerCompiler(
  check: AnswerCheck,
  log: FastifyBaseLogger,
): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    const route = `${method} ${url}`;
    if (!isValibot(schema))
      throw new Error(`The ${httpStatus} answer schema of ${route} is not a valibot schema.`);
    return (data: unknown) => {
      const json = JSON.stringify(data);
      const result = v.safeParse(schema, json === undefined ? undefined : JSON.parse(json));
      if (!result.success) {
        const mismatch = new AnswerMismatch(route, Number(httpStatus), issuesDetail(result.issues));
        if (check === 'refuse') throw mismatch;
        log.error({ err: mismatch }, mismatch.message);
      }
      return json;
    };
  };
}

/**
 * Every /api route declares its answer, so no handler's answer goes unchecked by omission: a route
 * without `schema.response` and without a `config.answers` marker (or a socket) stops the start.
 */
export const answersPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.websocket) return;
      if (route.schema?.response || route.config?.answers) return;
      throw new Error(
        `${route.method} ${route.url} does not declare its answer (schema.response, or config.answers when it is not JSON).`,
      );
    });
  },
  { name: 'answers', fastify: '5.x' },
);
