import { once } from 'node:events';
import { createServer } from 'node:net';

/** A port of 127.0.0.1 nobody listens on right now (the caller binds it a moment later). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Starts something on a free port, again on another when the port was taken between finding it
 * free and binding it (servers of parallel tests start at the same time): `taken` says whether a
 * failure is that. Five tries, then the failure stands.
 */
export async function onFreePort<T>(
  start: (port: number) => Promise<T>,
  taken: (error: unknown) => boolean,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (!taken(error) || attempt === 5) throw error;
    }
  }
}
