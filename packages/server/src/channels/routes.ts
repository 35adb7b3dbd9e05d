import { Channel, ChannelDeleteQuery, ChannelInput, ChannelList } from '@omnicanal/api';
import type { ChannelKind } from '@omnicanal/core';
import { refuseProblems } from '../core/integrations/rules.ts';
import { notFound } from '../http/errors.ts';
import { IdParams, type ServicePlugin } from '../http/valibot.ts';
import { deleteChannel, deleteChannelsOfKind, findChannel, listChannels } from './repo.ts';
import { channelProblems } from './rules.ts';
import { channelList, toChannel } from './view.ts';

const Params = IdParams('id');

/** Spec 002 §2: managers read the channel list; adding and editing need an admin and the self-hosted edition. */
const READERS = {
  auth: 'user',
  rank: 'manager',
  denied: 'Only managers and above may read channels.',
} as const;
const WRITERS = {
  auth: 'user',
  rank: 'admin',
  selfHostedOnly: true,
  what: 'channel',
  denied: 'Only administrators may change channels.',
} as const;

/**
 * The channels of the core API (spec 002 §7 "Channels"), mounted under /api/core. As the other
 * core resources, `POST /channels/` (no id) adds a channel (201) and `POST /channels/{id}` changes
 * one. Another company's channel answers `not_found`.
 */
export const channelsRoutes: ServicePlugin = async (app) => {
  const db = app.db;
  const stored = async (companyId: number, id: number) => {
    const row = await findChannel(db, companyId, id);
    if (!row) throw notFound('channel');
    return row;
  };
  const view = (row: Awaited<ReturnType<typeof stored>>) =>
    toChannel(app.config, row as typeof row & { kind: ChannelKind });

  app.get(
    '/channels/',
    {
      config: READERS,
      schema: {
        summary: 'Lists the company’s channels, with the kinds this server offers.',
        response: { 200: ChannelList },
      },
    },
    async (request) =>
      channelList(app.config, app.config.edition, await listChannels(db, request.actor.companyId)),
  );

  app.post(
    '/channels/',
    {
      config: WRITERS,
      schema: { summary: 'Adds a channel.', body: ChannelInput, response: { 201: Channel } },
    },
    async (request, reply) => {
      const { companyId } = request.actor;
      refuseProblems(await channelProblems(db, companyId, request.body, null));
      const saved = await app.channels.save(companyId, request.body, null);
      if (!saved) throw notFound('channel');
      return reply.code(201).send(view(saved));
    },
  );

  app.post(
    '/channels/:id',
    {
      config: WRITERS,
      schema: {
        summary: 'Changes a channel.',
        params: Params,
        body: ChannelInput,
        response: { 200: Channel },
      },
    },
    async (request) => {
      const { companyId } = request.actor;
      const current = await stored(companyId, request.params.id);
      refuseProblems(await channelProblems(db, companyId, request.body, current));
      const saved = await app.channels.save(companyId, request.body, current);
      if (!saved) throw notFound('channel');
      return view(saved);
    },
  );

  app.delete(
    '/channels/:id',
    {
      config: { ...WRITERS, answers: 'no-content' },
      schema: { summary: 'Removes a channel.', params: Params },
    },
    async (request, reply) => {
      if (!(await deleteChannel(db, request.actor.companyId, request.params.id))) throw notFound('channel');
      return reply.code(204).send();
    },
  );

  app.delete(
    '/channels/',
    {
      config: { ...WRITERS, answers: 'no-content' },
      schema: { summary: 'Removes every channel of one kind.', querystring: ChannelDeleteQuery },
    },
    async (request, reply) => {
      if ((await deleteChannelsOfKind(db, request.actor.companyId, request.query.code)) === 0)
        throw notFound('channel');
      return reply.code(204).send();
    },
  );
};
