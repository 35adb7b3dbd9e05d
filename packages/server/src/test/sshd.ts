import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { onFreePort } from './ports.ts';

/*
 * Debian's OpenSSH server on loopback for tests: SFTP only, keys only, the session started in a
 * temporary folder (`root`), so a test uploads through a real SSH connection and reads the file
 * back from the disk. The scripts install `openssh-server` where they install PostgreSQL.
 */

export const SSHD_PATH = process.env.SSHD_PATH || '/usr/sbin/sshd';

export interface Sshd {
  host: string;
  port: number;
  /** The user to sign in as (the one running the tests). */
  username: string;
  /** The folder a session starts in: `a/b.csv` uploaded lands in `${root}/a/b.csv`. */
  root: string;
  /** The server's host key fingerprint, `SHA256:…`, as an SSH client reports it. */
  hostKey: string;
  /** Replaces the keys allowed to sign in. */
  authorize(keys: readonly string[]): void;
  stop(): Promise<void>;
}

/** Starts an SFTP server allowing `authorizedKeys` (OpenSSH public key lines). */
export async function startSshd(options: { authorizedKeys?: readonly string[] } = {}): Promise<Sshd> {
  if (!existsSync(SSHD_PATH)) {
    throw new Error(`OpenSSH's server is not installed at ${SSHD_PATH}: apt-get install -y openssh-server`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'oc-sshd-'));
  const root = join(dir, 'root');
  mkdirSync(root);
  const hostKeyFile = join(dir, 'host_ed25519');
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', hostKeyFile]);
  const fingerprint = execFileSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', `${hostKeyFile}.pub`])
    .toString()
    .split(' ')[1];
  const authorizedFile = join(dir, 'authorized_keys');
  const authorize = (keys: readonly string[]) =>
    writeFileSync(authorizedFile, `${keys.join('\n')}\n`, { mode: 0o600 });
  authorize(options.authorizedKeys ?? []);
  // sshd checks its privilege separation folder even when it will not use it.
  if (process.getuid?.() === 0) mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  const username = userInfo().username;
  const { port, child } = await onFreePort(
    (free) => listenOn(free, dir, { hostKeyFile, authorizedFile, root, username }),
    (error) => /already in use|Cannot bind/i.test(String(error)),
  );
  return {
    host: '127.0.0.1',
    port,
    username,
    root,
    hostKey: fingerprint ?? '',
    authorize,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts sshd on `port` and waits until it accepts connections. */
async function listenOn(
  port: number,
  dir: string,
  files: { hostKeyFile: string; authorizedFile: string; root: string; username: string },
): Promise<{ port: number; child: ChildProcess }> {
  const { hostKeyFile, authorizedFile, root, username } = files;
  const config = join(dir, 'sshd_config');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${hostKeyFile}`,
      `PidFile ${join(dir, 'sshd.pid')}`,
      `AuthorizedKeysFile ${authorizedFile}`,
      'PubkeyAuthentication yes',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PermitRootLogin prohibit-password',
      'StrictModes no',
      'UsePAM no',
      `AllowUsers ${username}`,
      'Subsystem sftp internal-sftp',
      `ForceCommand internal-sftp -d ${root}`,
      'LogLevel ERROR',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(SSHD_PATH, ['-D', '-e', '-f', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitForPort(port, child, () => output);
  return { port, child };
}

/** Waits until the server accepts connections (it logs nothing on success at LogLevel ERROR). */
async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`sshd exited (${child.exitCode}): ${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`sshd did not listen on ${port}: ${output()}`);
}
