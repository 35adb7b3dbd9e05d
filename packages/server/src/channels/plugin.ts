import * as v from 'valibot';
import type { ServicePlugin } from '../http/valibot.ts';
import { receiveInbound } from './inbound.ts';
import { verifySubscription } from './subscription.ts';

const Params = v.object({ uuid: v.pipe(v.string(), v.uuid()) });
const InboundAnswer = v.object({ stored: v.number(), duplicates: v.number() });
const SubscriptionQuery = v.object({
  'hub.mode': v.optional(v.pipe(v.string(), v.maxLength(32)), ''),
  'hub.verify_token': v.optional(v.pipe(v.string(), v.maxLength(512)), ''),
  'hub.challenge': v.optional(v.pipe(v.string(), v.maxLength(256)), ''),
});

/**
 * The channels service, mounted at /api/channels: the inbound endpoint providers (and, on the local
 * provider, a tester or the end-to-end suite) post contacts' messages and delivery statuses to.
 * The channels' own settings are core calls (`/api/core/channels/`).
 */
export const channelsPlugin: ServicePlugin = async (app) => {
  // A signature covers the exact bytes sent: the body reaches the route as text, and only the
  // channel's provider parses it, once the signature holds (providers/*.ts validate it then).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/inbound/:uuid',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Answers a provider’s check of the inbound address (Meta’s webhook subscription).',
        description:
          'Meta calls it with `hub.mode=subscribe`, the verify token the admin typed in Meta’s dashboard (the channel’s inbound secret) and a challenge, answered as text. Another token or channel: 403.',
        params: Params,
        querystring: SubscriptionQuery,
        response: { 200: v.string() },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const challenge = await verifySubscription(app, request.params.uuid, {
        mode: query['hub.mode'],
        token: query['hub.verify_token'],
        challenge: query['hub.challenge'],
      });
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  app.post(
    '/inbound/:uuid',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Receives a channel provider’s contacts’ messages and delivery statuses.',
        description:
          'The path names the channel. Refused unless the call is signed with the channel’s secret (401), or when the payload is not a message of this channel (400). A message already received is counted as a duplicate, not stored again.',
        params: Params,
        response: { 200: InboundAnswer },
      },
    },
    async (request) =>
      receiveInbound(app, request.params.uuid, {
        body: typeof request.body === 'string' ? request.body : '',
        headers: request.headers,
      }),
  );
};
