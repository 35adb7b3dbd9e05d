import { isIP } from 'node:net';

/*
 * An entry point's IP allow and deny lists (spec 001 §3): addresses or CIDR ranges, IPv4 or IPv6.
 * Addresses are compared as bit strings so a range is a prefix test; an IPv4-mapped IPv6 address
 * (`::ffff:10.0.0.1`, as a dual-stack server sees IPv4 visitors) counts as its IPv4 address.
 */

/** The address as 32 or 128 bits, or null when it is not an address. */
function bits(address: string): string | null {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const kind = isIP(plain);
  if (kind === 4)
    return plain
      .split('.')
      .map((part) => Number(part).toString(2).padStart(8, '0'))
      .join('');
  if (kind !== 6) return null;
  // An embedded IPv4 tail becomes two groups, then `::` expands to the missing zero groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(plain);
  let text = plain;
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${plain.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups =
    rest === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8) return null;
  return groups.map((group) => Number.parseInt(group, 16).toString(2).padStart(16, '0')).join('');
}

/** Whether `address` is `range` (an address) or inside it (a CIDR range); malformed ranges match nothing. */
export function inRange(address: string, range: string): boolean {
  const [base = '', prefix] = range.trim().split('/');
  const visitor = bits(address);
  const network = bits(base);
  if (!visitor || !network || visitor.length !== network.length) return false;
  const length = prefix === undefined ? network.length : Number(prefix);
  if (!Number.isInteger(length) || length < 0 || length > network.length) return false;
  return visitor.slice(0, length) === network.slice(0, length);
}

/**
 * Whether a visitor at `address` may use the entry point: not inside any denied range, and inside
 * an allowed one when the allow list is not empty.
 */
export function addressAllowed(address: string, allow: readonly string[], deny: readonly string[]): boolean {
  if (deny.some((range) => inRange(address, range))) return false;
  return allow.length === 0 || allow.some((range) => inRange(address, range));
}
