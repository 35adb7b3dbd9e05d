import { HttpError } from '../http/errors.ts';
import type { Infrastructure } from '../infrastructure.ts';
import { sameSecret } from './providers/signature.ts';
import { findChannelByUuid } from './repo.ts';

/**
 * Meta checks a webhook address before sending to it: a GET with `hub.mode=subscribe`, the verify
 * token the admin typed in Meta's dashboard, and a challenge to send back. The token asked for is
 * the channel's inbound secret (the Meta app's secret, which also signs every call), so only who
 * knows it can subscribe the address. Anything else is refused with nothing said of the channel.
 */
export async function verifySubscription(
  ctx: Pick<Infrastructure, 'db' | 'channels'>,
  uuid: string,
  check: { mode: string; token: string; challenge: string },
): Promise<string> {
  const refused = new HttpError(403, 'permission_denied', 'Not a subscription of this channel.');
  if (check.mode !== 'subscribe' || !check.challenge) throw refused;
  const channel = await findChannelByUuid(ctx.db, uuid);
  if (channel?.kind !== 'whatsapp') throw refused;
  const secret = ctx.channels.open(channel).secrets.inbound_secret;
  if (!secret || !sameSecret(secret, check.token)) throw refused;
  return check.challenge;
}
