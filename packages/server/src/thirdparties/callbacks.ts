import type { Zencall, ZencallLaunch } from '@omnicanal/api';
import { THIRDPARTY_IDENTIFIER, usableOnSkill } from '@omnicanal/core';
import type { Kysely } from 'kysely';
import type { Viewer } from '../agents/visibility.ts';
import { secretKeyOf } from '../channels/secrets.ts';
import type { DB } from '../db/schema.ts';
import type { Infrastructure } from '../infrastructure.ts';
import { CommandError } from '../realtime/errors.ts';
import { type AccountRow, companyAccounts, openSecrets, publicSettings } from './repo.ts';

/*
 * Callbacks launched from the agent console (spec 000 §7 `get_zencalls`, `launch_zencall`) through
 * the company's Zencall accounts, behind a callback provider. Every launch is recorded
 * (zencall_launches, 0036); the local provider does nothing more — it calls nobody, and its name
 * says so in what the console is answered.
 */

/** What a provider is asked: call `phone` back through the account's callback. */
export interface CallbackRequest {
  settings: Record<string, string>;
  secrets: Record<string, string>;
  callbackId: string;
  phone: string;
}

/** A callback service (Zencall, or the local stand-in). */
export interface CallbackProvider {
  /** `local` while no real adapter is configured. */
  readonly name: string;
  /** Asks for the call; throws a `CommandError` with the spec's external-service codes. */
  launch(request: CallbackRequest): Promise<void>;
}

/** Records the launch and calls nobody: the console and the tests see exactly what was asked. */
export const localCallbackProvider: CallbackProvider = { name: 'local', launch: async () => {} };

/** The provider of the company's Zencall accounts: the local one (no Zencall adapter is configured). */
export const callbackProviderOf = (_ctx: Infrastructure): CallbackProvider => localCallbackProvider;

/** The company's Zencall accounts that serve a conversation of `skill` (any of `skills` when null). */
async function zencallAccounts(db: Kysely<DB>, viewer: Viewer, skill: number | null): Promise<AccountRow[]> {
  const accounts = (await companyAccounts(db, viewer.companyId, 'callback')).filter(
    (a) => a.kind === 'zencall',
  );
  if (skill !== null) return accounts.filter((a) => usableOnSkill(a.skills ?? [], skill));
  if (viewer.seesAll) return accounts;
  return accounts.filter(
    (a) => (a.skills ?? []).length === 0 || viewer.skillIds.some((s) => a.skills?.includes(s)),
  );
}

/** `get_zencalls {room?}`: the callbacks the agent may launch (in that room when given). */
export async function getZencalls(
  ctx: Infrastructure,
  viewer: Viewer,
  room?: string | null,
): Promise<Zencall[]> {
  const skill = room ? (await ctx.rooms.visibleRoom(ctx.db, viewer, room)).skill_id : null;
  const provider = callbackProviderOf(ctx);
  return (await zencallAccounts(ctx.db, viewer, skill)).map((account) => ({
    account: account.id,
    label: account.label,
    callback_id: publicSettings(account).callback_id ?? '',
    provider: provider.name,
  }));
}

/**
 * `launch_zencall {room, account, phone?}`: calls the room's visitor back (their number, or the
 * one typed) through a Zencall account usable on the room's skill. An account whose secret cannot
 * be opened is an authentication failure; a malformed callback identifier, an invalid one.
 */
export async function launchZencall(
  ctx: Infrastructure,
  viewer: Viewer,
  command: { room: string; account: number; phone?: string | null | undefined },
): Promise<ZencallLaunch> {
  const room = await ctx.rooms.visibleRoom(ctx.db, viewer, command.room);
  const account = (await zencallAccounts(ctx.db, viewer, room.skill_id)).find(
    (a) => a.id === command.account,
  );
  if (!account) throw new CommandError('not_found', 'No Zencall account of this room’s skill has this id.');
  let phone = command.phone ?? null;
  if (!phone) {
    const guest = await ctx.db
      .selectFrom('guests')
      .select('phone_number')
      .where('id', '=', room.guest_id)
      .executeTakeFirst();
    phone = guest?.phone_number ?? null;
  }
  if (!phone) throw new CommandError('invalid_phone', 'The visitor has no telephone number: type one.');
  const callbackId = publicSettings(account).callback_id ?? '';
  // Checked again at launch: an account kept before the rule, or written around the service.
  if (!THIRDPARTY_IDENTIFIER.test(callbackId))
    throw new CommandError('invalid_callback_id', 'Invalid callback identifier.');
  let secrets: Record<string, string>;
  try {
    secrets = openSecrets(secretKeyOf(ctx.config.secretKey), account);
  } catch {
    throw new CommandError(
      'thirdparty_auth_failed',
      'The account’s credentials cannot be read: type them again.',
    );
  }
  if (!secrets.secret) throw new CommandError('thirdparty_auth_failed', 'The account has no secret.');
  const provider = callbackProviderOf(ctx);
  await provider.launch({ settings: publicSettings(account), secrets, callbackId, phone });
  const launch = await ctx.db
    .insertInto('zencall_launches')
    .values({
      company_id: viewer.companyId,
      account_id: account.id,
      room_uuid: room.uuid,
      agent_id: viewer.userId,
      callback_id: callbackId,
      phone,
      provider: provider.name,
    })
    .returning(['id', 'launched_at'])
    .executeTakeFirstOrThrow();
  return {
    id: launch.id,
    account: account.id,
    room: room.uuid,
    phone,
    provider: provider.name,
    launched_at: new Date(launch.launched_at).toISOString(),
  };
}
