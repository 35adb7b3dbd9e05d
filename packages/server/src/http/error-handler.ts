import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, HttpError, RateLimited } from './errors.ts';

/**
 * The app's one error handler: every error leaves in the shape of `errorBody`. Route errors and
 * schema failures are `HttpError`s (see `valibot.ts`); Fastify's own 4xx keep their status.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfterSeconds));
  if (error instanceof HttpError) return reply.code(error.status).send(error.body);
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return reply.code(400).send(errorBody('invalid_json', 'The request body is not valid JSON.'));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return reply.code(error.statusCode).send(errorBody('invalid_payload', error.message));
  request.log.error(error);
  return reply.code(500).send(errorBody('server_error', 'The server failed to answer the request.'));
}
