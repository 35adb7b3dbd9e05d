import { randomBytes } from 'node:crypto';
import type { ChannelInput, SigninChannelInput, SigninProvider } from '@omnicanal/api';
import type { FastifyInstance } from 'fastify';
import { refuseProblems } from '../../core/integrations/rules.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { type ChannelRow, findChannel } from '../repo.ts';
import { channelProblems } from '../rules.ts';
import { connectOnce, exchangedAccount, type SigninActor } from './service.ts';

/**
 * Saves the account an admin chose among those of an exchanged sign-in as a channel of the
 * sign-in's kind: a new channel, or the stored one it connects again (another account, a login
 * that expired). The account's credential becomes the channel's `access_token`, sealed; a new
 * channel gets an inbound signing secret of its own. Spec 002 §5: an Instagram direct account
 * outside 1,000–100,000 followers or not eligible answers `instagram_not_eligible`.
 */
export async function connectSigninChannel(
  app: FastifyInstance,
  actor: SigninActor,
  provider: SigninProvider,
  body: SigninChannelInput,
): Promise<{ saved: ChannelRow; created: boolean }> {
  const { db, config } = app;
  const taken = await exchangedAccount(db, config, actor, provider, body.state, body.account_id);
  const { account, kind } = taken;
  if (account.problem)
    throw new HttpError(400, account.problem, 'This account cannot be connected to this channel.', {
      account_id: [account.problem],
    });
  let stored: ChannelRow | null = null;
  if (body.channel !== null) {
    stored = (await findChannel(db, actor.companyId, body.channel)) ?? null;
    if (!stored) throw notFound('channel');
  }
  const settings =
    kind === 'instagram_dm'
      ? { account_id: account.id, followers: account.followers ?? 0, eligible: account.eligible === true }
      : { account_id: account.id };
  const input = {
    kind,
    name: body.name,
    skill: body.skill,
    visible: stored?.visible ?? true,
    settings,
    secrets: {
      ...(stored?.secrets.inbound_secret ? {} : { inbound_secret: randomBytes(24).toString('base64url') }),
      ...(taken.credential ? { access_token: taken.credential } : {}),
    },
  } as ChannelInput;
  refuseProblems(await channelProblems(db, actor.companyId, input, stored));
  const saved = await connectOnce(db, taken.signinId, async () => {
    const row = await app.channels.save(actor.companyId, input, stored);
    if (!row) throw notFound('channel');
    return row;
  });
  return { saved, created: stored === null };
}
