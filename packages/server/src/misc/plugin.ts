import {
  IceBreakers,
  IceBreakersInput,
  Iframe,
  IframeInput,
  MessengerMenu,
  MessengerMenuInput,
} from '@omnicanal/api';
import * as v from 'valibot';
import {
  createEntryPoint,
  deleteEntryPoint,
  findEntryPoint,
  listEntryPoints,
  updateEntryPoint,
} from '../core/integrations/repo.ts';
import { entryPointProblems, refuseProblems } from '../core/integrations/rules.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { IdParams, type ServicePlugin } from '../http/valibot.ts';
import { menuEntryPoint, toMessengerMenu } from './messenger-menu.ts';
import {
  createIframe,
  deleteIceBreakers,
  deleteIframe,
  findIceBreakers,
  findIframe,
  listIframes,
  saveIceBreakers,
  updateIframe,
} from './repo.ts';
import { signinRoutes } from './signin-routes.ts';

const Params = IdParams('id');
/** An Instagram channel's id as the route gives it. */
const ChannelParams = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'invalid')) });

/** Channel settings: managers read, admins write (spec 000 §2: channel screens need an admin). */
const CHANNEL_READERS = {
  auth: 'user',
  rank: 'manager',
  denied: 'Only managers and above may read channel settings.',
} as const;
const CHANNEL_WRITERS = {
  ...CHANNEL_READERS,
  rank: 'admin',
  denied: 'Only administrators may change channel settings.',
} as const;
/** Messenger menus and iframes belong to the entry points: self-hosted, managers read, admins write. */
const ENTRY_READERS = {
  auth: 'user',
  rank: 'manager',
  selfHostedOnly: true,
  what: 'entry point',
  denied: 'Only managers and above may read entry points.',
} as const;
const ENTRY_WRITERS = {
  ...ENTRY_READERS,
  rank: 'admin',
  denied: 'Only administrators may change entry points.',
} as const;

/** Field errors of the entry point rules, renamed to the menu's own fields. */
const menuFields = (problems: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(problems).map(([k, m]) => [k.replace(/^menu_buttons\./, 'buttons.'), m]));

/**
 * The misc service (spec 001 §7 "Misc service"), mounted at /api/misc: Instagram ice-breakers per
 * channel, the channels' provider sign-ins and WhatsApp's embedded signup (signin-routes.ts), messenger menus (entry points of type `messenger_menu`) and iframes (pages allowed to
 * show an entry point in a frame). Creation posts to the collection, a change to the item; every
 * id is looked up in the caller's company, so another company's answers `not_found`.
 */
export const miscPlugin: ServicePlugin = async (app) => {
  const db = app.db;
  // Channels connected through their provider's sign-in, and Meta's embedded signup.
  await app.register(signinRoutes);

  // Ice-breakers: an unknown channel answers 404, which the console takes as "start from the empty
  // default" (spec 001 §7) rather than an error.
  app.get(
    '/instagram/ice-breakers/:id',
    {
      config: CHANNEL_READERS,
      schema: {
        summary: 'The ice-breakers of an Instagram channel, per language.',
        description: 'A channel without ice-breakers answers `not_found`: start from an empty list.',
        params: ChannelParams,
        response: { 200: IceBreakers },
      },
    },
    async (request) => {
      const found = await findIceBreakers(db, request.actor.companyId, request.params.id);
      if (!found) throw notFound('ice-breakers');
      return found;
    },
  );
  app.post(
    '/instagram/ice-breakers/:id',
    {
      config: CHANNEL_WRITERS,
      schema: {
        summary: 'Saves the ice-breakers of an Instagram channel.',
        params: ChannelParams,
        body: IceBreakersInput,
        response: { 200: IceBreakers },
      },
    },
    async (request) => saveIceBreakers(db, request.actor.companyId, request.params.id, request.body.locales),
  );
  app.delete(
    '/instagram/ice-breakers/:id',
    {
      config: { ...CHANNEL_WRITERS, answers: 'no-content' },
      schema: { summary: 'Removes the ice-breakers of an Instagram channel.', params: ChannelParams },
    },
    async (request, reply) => {
      if (!(await deleteIceBreakers(db, request.actor.companyId, request.params.id)))
        throw notFound('ice-breakers');
      return reply.code(204).send();
    },
  );

  // Messenger menus.
  const menuOf = async (companyId: number, id: number) => {
    const entryPoint = await findEntryPoint(db, companyId, id);
    if (entryPoint?.type !== 'messenger_menu') throw notFound('messenger menu');
    return entryPoint;
  };
  const checkMenu = async (
    companyId: number,
    input: MessengerMenuInput,
    stored: Awaited<ReturnType<typeof menuOf>> | null,
  ) => {
    const entryPoint = menuEntryPoint(input, stored);
    const problems = await entryPointProblems(db, companyId, entryPoint, stored);
    if (Object.keys(problems).length > 0)
      throw new HttpError(
        400,
        'invalid_payload',
        'The menu has problems to fix before it is saved.',
        menuFields(problems),
      );
    return entryPoint;
  };

  app.get(
    '/messenger/menu',
    {
      config: ENTRY_READERS,
      schema: {
        summary: 'Lists the company’s Messenger menus.',
        description: 'Self-hosted edition only; managers and above.',
        response: { 200: v.array(MessengerMenu) },
      },
    },
    async (request) =>
      (await listEntryPoints(db, request.actor.companyId, { type: 'messenger_menu' })).map(toMessengerMenu),
  );
  app.post(
    '/messenger/menu',
    {
      config: ENTRY_WRITERS,
      schema: {
        summary: 'Creates a Messenger menu.',
        description:
          'Self-hosted edition only; administrators. A menu is an entry point: its rules apply, each problem named on its field.',
        body: MessengerMenuInput,
        response: { 201: MessengerMenu },
      },
    },
    async (request, reply) => {
      const { companyId } = request.actor;
      const input = await checkMenu(companyId, request.body, null);
      return reply.code(201).send(toMessengerMenu(await createEntryPoint(db, companyId, input)));
    },
  );
  app.get(
    '/messenger/menu/:id',
    {
      config: ENTRY_READERS,
      schema: { summary: 'One Messenger menu.', params: Params, response: { 200: MessengerMenu } },
    },
    async (request) => toMessengerMenu(await menuOf(request.actor.companyId, request.params.id)),
  );
  app.post(
    '/messenger/menu/:id',
    {
      config: ENTRY_WRITERS,
      schema: {
        summary: 'Changes a Messenger menu.',
        params: Params,
        body: MessengerMenuInput,
        response: { 200: MessengerMenu },
      },
    },
    async (request) => {
      const { companyId } = request.actor;
      const stored = await menuOf(companyId, request.params.id);
      const input = await checkMenu(companyId, request.body, stored);
      const saved = await updateEntryPoint(db, companyId, stored.id, input);
      if (!saved) throw notFound('messenger menu');
      return toMessengerMenu(saved);
    },
  );
  app.delete(
    '/messenger/menu/:id',
    {
      config: { ...ENTRY_WRITERS, answers: 'no-content' },
      schema: { summary: 'Deletes a Messenger menu.', params: Params },
    },
    async (request, reply) => {
      const { companyId } = request.actor;
      const stored = await menuOf(companyId, request.params.id);
      await deleteEntryPoint(db, companyId, stored.id);
      return reply.code(204).send();
    },
  );

  // Iframes.
  const iframeOf = async (companyId: number, id: number) => {
    const found = await findIframe(db, companyId, id);
    if (!found) throw notFound('iframe');
    return found;
  };
  const checkIframe = async (companyId: number, input: IframeInput) => {
    refuseProblems(
      (await findEntryPoint(db, companyId, input.entry_point)) ? {} : { entry_point: ['not_found'] },
    );
  };

  app.get(
    '/iframes',
    {
      config: ENTRY_READERS,
      schema: {
        summary: 'Lists the pages allowed to show an entry point in a frame.',
        description: 'Self-hosted edition only; managers and above.',
        response: { 200: v.array(Iframe) },
      },
    },
    async (request) => listIframes(db, request.actor.companyId),
  );
  app.post(
    '/iframes',
    {
      config: ENTRY_WRITERS,
      schema: {
        summary: 'Allows a page to show an entry point in a frame.',
        description: 'Self-hosted edition only; administrators. Refuses an unknown entry point.',
        body: IframeInput,
        response: { 201: Iframe },
      },
    },
    async (request, reply) => {
      const { companyId } = request.actor;
      await checkIframe(companyId, request.body);
      return reply.code(201).send(await createIframe(db, companyId, request.body));
    },
  );
  app.get(
    '/iframes/:id',
    { config: ENTRY_READERS, schema: { summary: 'One iframe.', params: Params, response: { 200: Iframe } } },
    async (request) => iframeOf(request.actor.companyId, request.params.id),
  );
  app.post(
    '/iframes/:id',
    {
      config: ENTRY_WRITERS,
      schema: { summary: 'Changes an iframe.', params: Params, body: IframeInput, response: { 200: Iframe } },
    },
    async (request) => {
      const { companyId } = request.actor;
      await iframeOf(companyId, request.params.id);
      await checkIframe(companyId, request.body);
      const saved = await updateIframe(db, companyId, request.params.id, request.body);
      if (!saved) throw notFound('iframe');
      return saved;
    },
  );
  app.delete(
    '/iframes/:id',
    {
      config: { ...ENTRY_WRITERS, answers: 'no-content' },
      schema: { summary: 'Deletes an iframe.', params: Params },
    },
    async (request, reply) => {
      if (!(await deleteIframe(db, request.actor.companyId, request.params.id))) throw notFound('iframe');
      return reply.code(204).send();
    },
  );
};
