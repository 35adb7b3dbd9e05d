import { createHash } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ssh2 from 'ssh2';
import { isPublicAddress } from '../http/outbound.ts';

/*
 * One SFTP connection per job: a company's third-party SFTP account receives scheduled exports
 * and gives audiences' files. The server's host key is pinned once an admin confirmed it (trust
 * on first use, as OpenSSH's known_hosts): a server answering with another key is refused.
 */

export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  /** Our company key (OpenSSH format), or the account's password. */
  privateKey?: string;
  password?: string;
  /** The host key fingerprint confirmed by an admin (`SHA256:…`); null before the confirmation. */
  hostKey: string | null;
}

export interface SftpOptions {
  /** Private and loopback addresses allowed (`outboundPrivate` in the server's configuration). */
  allowPrivate: boolean;
  timeoutMs?: number;
}

export const SFTP_ERROR_CODES = [
  'sftp_unreachable',
  'sftp_auth_failed',
  'sftp_host_key_changed',
  'sftp_path_not_found',
  'sftp_failed',
] as const;
export type SftpErrorCode = (typeof SFTP_ERROR_CODES)[number];

/** A failure said by its code; the message (never a secret) is for the logs. */
export class SftpError extends Error {
  readonly code: SftpErrorCode;
  constructor(code: SftpErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** `SHA256:<base64 without padding>`, the way `ssh-keygen -l` and OpenSSH's clients show a key. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

/** Connects, lists the start folder and answers the server's host key fingerprint. */
export async function probeSftp(target: SftpTarget, options: SftpOptions): Promise<{ hostKey: string }> {
  return withSftp(target, options, async (sftp, hostKey) => {
    await new Promise<void>((resolve, reject) =>
      sftp.readdir('.', (error) => (error ? reject(mapStatus(error, '.')) : resolve())),
    );
    return { hostKey };
  });
}

/** Writes `body` to `remotePath`, creating its missing folders. Answers the bytes written. */
export async function uploadSftp(
  target: SftpTarget,
  remotePath: string,
  body: Buffer | Readable,
  options: SftpOptions,
): Promise<number> {
  return withSftp(target, options, async (sftp) => {
    await makeFolders(sftp, posix.dirname(remotePath));
    let bytes = 0;
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    source.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    try {
      await pipeline(source, sftp.createWriteStream(remotePath));
    } catch (error) {
      throw mapStatus(error, remotePath);
    }
    return bytes;
  });
}

/** Calls `use` with a stream of `remotePath` while connected (a missing file: `sftp_path_not_found`). */
export async function readSftp<T>(
  target: SftpTarget,
  remotePath: string,
  use: (stream: Readable) => Promise<T>,
  options: SftpOptions,
): Promise<T> {
  return withSftp(target, options, async (sftp) => {
    await new Promise<void>((resolve, reject) =>
      sftp.stat(remotePath, (error) => (error ? reject(mapStatus(error, remotePath)) : resolve())),
    );
    const stream = sftp.createReadStream(remotePath);
    // A reader that stops early (a refused title line) leaves reads pending; closing the
    // connection fails them, which is no news once `use` has its answer.
    stream.on('error', () => undefined);
    try {
      return await use(stream);
    } finally {
      stream.destroy();
    }
  });
}

async function makeFolders(sftp: ssh2.SFTPWrapper, folder: string): Promise<void> {
  if (folder === '.' || folder === '/' || folder === '') return;
  const exists = await new Promise<boolean>((resolve) => sftp.stat(folder, (error) => resolve(!error)));
  if (exists) return;
  await makeFolders(sftp, posix.dirname(folder));
  await new Promise<void>((resolve, reject) =>
    sftp.mkdir(folder, (error) => (error ? reject(mapStatus(error, folder)) : resolve())),
  );
}

/** SFTP's status codes (draft-ietf-secsh-filexfer-02 §7): 2 no such file, 3 permission denied. */
function mapStatus(error: unknown, path: string): SftpError {
  if (error instanceof SftpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 2) return new SftpError('sftp_path_not_found', `${path}: no such file or folder`);
  if (code === 3) return new SftpError('sftp_path_not_found', `${path}: permission denied`);
  return new SftpError('sftp_failed', `${path}: ${(error as Error).message}`);
}

/** The address to connect to: the name's first public address unless private ones are allowed. */
async function addressOf(host: string, allowPrivate: boolean): Promise<string> {
  let found: { address: string }[];
  try {
    found = await lookup(host, { all: true });
  } catch {
    throw new SftpError('sftp_unreachable', `${host}: no such host`);
  }
  const usable = allowPrivate ? found : found.filter((entry) => isPublicAddress(entry.address));
  const first = usable[0];
  if (!first) throw new SftpError('sftp_unreachable', `${host} is not a public address`);
  return first.address;
}

/** Opens a connection and its SFTP channel, runs `work`, and always ends the connection. */
async function withSftp<T>(
  target: SftpTarget,
  options: SftpOptions,
  work: (sftp: ssh2.SFTPWrapper, hostKey: string) => Promise<T>,
): Promise<T> {
  const address = await addressOf(target.host, options.allowPrivate);
  const client = new ssh2.Client();
  let seenKey = '';
  try {
    const sftp = await new Promise<ssh2.SFTPWrapper>((resolve, reject) => {
      let settled = false;
      const fail = (error: SftpError) => {
        if (settled) return;
        settled = true;
        reject(error);
      };
      client.once('ready', () =>
        client.sftp((error, channel) => {
          if (error) return fail(new SftpError('sftp_failed', `sftp subsystem: ${error.message}`));
          settled = true;
          resolve(channel);
        }),
      );
      // Every error is listened to: one after the answer (a dropped connection) is no news.
      client.on('error', (error: Error & { level?: string }) => {
        if (seenKey && target.hostKey && seenKey !== target.hostKey)
          return fail(new SftpError('sftp_host_key_changed', `${target.host} answered another host key`));
        if (error.level === 'client-authentication')
          return fail(
            new SftpError('sftp_auth_failed', `${target.username}@${target.host}: authentication failed`),
          );
        fail(new SftpError('sftp_unreachable', `${target.host}:${target.port}: ${error.message}`));
      });
      client.once('close', () =>
        fail(new SftpError('sftp_unreachable', `${target.host}: connection closed`)),
      );
      client.connect({
        host: address,
        port: target.port,
        username: target.username,
        ...(target.privateKey ? { privateKey: target.privateKey } : {}),
        ...(target.password ? { password: target.password } : {}),
        readyTimeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        hostVerifier: (key: Buffer) => {
          seenKey = hostKeyFingerprint(key);
          return target.hostKey === null || target.hostKey === seenKey;
        },
      });
    });
    return await work(sftp, seenKey);
  } finally {
    client.end();
  }
}
