import { createHmac, createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';

/*
 * Our SSH key for a company's SFTP servers. An admin puts its public line in the server's
 * authorized_keys; we sign in with it. It is derived from the deployment's secret key and the
 * company (an Ed25519 key is a 32-byte seed), so every instance has the same key without a table,
 * a race to create it or a copy of a private key at rest, and one company's key opens nothing of
 * another's. Rotating the deployment's secret key rotates every company's key.
 */

/** The PKCS#8 DER prefix of an Ed25519 private key; the 32-byte seed follows it. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const KEY_TYPE = 'ssh-ed25519';

export interface SshKeyPair {
  /** `ssh-ed25519 AAAA… omnicanal-company-3`: the line for the server's authorized_keys. */
  publicKey: string;
  /** The private key in OpenSSH's format, for the SSH client only; never stored or answered. */
  privateKey: string;
}

/** Our key pair for a company's SFTP servers. */
export function companySshKey(secretKey: string, companyId: number): SshKeyPair {
  const seed = createHmac('sha256', secretKey).update(`omnicanal-sftp:${companyId}`).digest();
  const key = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  // The raw public key is the last 32 bytes of its SPKI encoding.
  const publicRaw = createPublicKey(key).export({ format: 'der', type: 'spki' }).subarray(-32);
  const comment = `omnicanal-company-${companyId}`;
  const publicBlob = Buffer.concat([sshString(KEY_TYPE), sshString(publicRaw)]);
  return {
    publicKey: `${KEY_TYPE} ${publicBlob.toString('base64')} ${comment}`,
    privateKey: openSshPrivateKey(seed, publicRaw, publicBlob, comment),
  };
}

/** An SSH wire string: its length on four bytes, then its bytes. */
function sshString(value: string | Buffer): Buffer {
  const bytes = typeof value === 'string' ? Buffer.from(value) : value;
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

/** OpenSSH's `openssh-key-v1` format, unencrypted (PROTOCOL.key in OpenSSH's sources). */
function openSshPrivateKey(seed: Buffer, publicRaw: Buffer, publicBlob: Buffer, comment: string): string {
  const check = randomBytes(4).readUInt32BE();
  let section = Buffer.concat([
    uint32(check),
    uint32(check),
    sshString(KEY_TYPE),
    sshString(publicRaw),
    sshString(Buffer.concat([seed, publicRaw])),
    sshString(comment),
  ]);
  // Padded to the cipher's block size (8 for "none") with 1, 2, 3…
  const padding = Buffer.from(Array.from({ length: (8 - (section.length % 8)) % 8 }, (_, i) => i + 1));
  section = Buffer.concat([section, padding]);
  const body = Buffer.concat([
    Buffer.from('openssh-key-v1\0'),
    sshString('none'),
    sshString('none'),
    sshString(''),
    uint32(1),
    sshString(publicBlob),
    sshString(section),
  ]);
  const lines = body.toString('base64').match(/.{1,70}/g) ?? [];
  return `-----BEGIN OPENSSH PRIVATE KEY-----\n${lines.join('\n')}\n-----END OPENSSH PRIVATE KEY-----\n`;
}
