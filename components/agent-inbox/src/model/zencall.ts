import { SocketCommandError, Zencall, ZencallLaunch } from '@omnicanal/api';
import * as v from 'valibot';
import { command } from './connection.ts';

/*
 * Callbacks through the company's Zencall accounts (spec 000 §7 `get_zencalls`, `launch_zencall`):
 * the accounts usable in a room, and asking one to call the room's visitor back.
 */

const Zencalls = v.array(Zencall);

/** The Zencall accounts the agent may launch from the room; none when the company has none. */
export async function loadZencalls(room: string): Promise<Zencall[]> {
  const parsed = v.safeParse(Zencalls, await command('get_zencalls', { room }));
  return parsed.success ? parsed.output : [];
}

/** Asks `account` to call the visitor back, at `phone` or at the number the room keeps. */
export async function launchZencall(room: string, account: number, phone: string): Promise<ZencallLaunch> {
  const trimmed = phone.trim();
  const parsed = v.safeParse(
    ZencallLaunch,
    await command('launch_zencall', { room, account, ...(trimmed ? { phone: trimmed } : {}) }),
  );
  if (!parsed.success) throw new SocketCommandError('invalid_payload', 'unexpected answer');
  return parsed.output;
}
