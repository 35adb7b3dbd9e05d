import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/*
 * Requests to addresses a company configured (a web IVR form's API): the server must not become a
 * way into its own network. Unless allowed (a private deployment, the tests), loopback, private,
 * link-local, shared, multicast and reserved addresses are refused — checked on the addresses the
 * connection really uses (the DNS answer is filtered when connecting, so a name that resolves to
 * 127.0.0.1 the second time is refused too), and on an address written in the URL itself.
 */

const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is one of the public internet's (an IPv4-mapped IPv6 one by its IPv4). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isPublicAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const refused = (host: string) =>
  Object.assign(new Error(`${host} is not a public address`), { code: 'EADDRNOTPUBLIC' });

/** A DNS lookup that answers public addresses only. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, found) => {
    if (error) return callback(error, '', 0);
    const addresses = (found as LookupAddress[]).filter((a) => isPublicAddress(a.address));
    const first = addresses[0];
    if (!first) return callback(refused(hostname), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, first.address, first.family);
  });
};

export interface OutboundRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Private and loopback addresses allowed (`outboundPrivate` in the server's configuration). */
  allowPrivate: boolean;
}

/**
 * Sends one request and answers its status; the answer's body is not read. Throws on a refused
 * address, a network failure or the timeout. Redirects are not followed.
 */
export function outboundRequest(url: string, init: OutboundRequest): Promise<number> {
  return send(url, init, (response, resolve) => {
    response.resume();
    resolve(response.statusCode ?? 0);
  });
}

/** A provider's answer: its status and its body as text. */
export interface OutboundAnswer {
  status: number;
  body: string;
}

/**
 * As `outboundRequest`, and reads the answer's body (a provider's JSON), refusing one longer than
 * `maxBytes` rather than holding an unbounded answer in memory.
 */
export function outboundRead(
  url: string,
  init: OutboundRequest & { maxBytes: number },
): Promise<OutboundAnswer> {
  return send(url, init, (response, resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > init.maxBytes) {
        response.destroy();
        reject(new Error('answer too large'));
      } else chunks.push(chunk);
    });
    response.on('error', reject);
    response.on('end', () =>
      resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

/**
 * As `outboundRequest`, answering the response itself, to be read as a stream (a contact's file),
 * after following up to `maxRedirects` redirects, each one checked as the first request was. The
 * caller reads or discards the body.
 */
export async function outboundStream(
  url: string,
  init: OutboundRequest & { maxRedirects: number },
): Promise<IncomingMessage> {
  let target = url;
  for (let hop = 0; ; hop++) {
    const response = await send<IncomingMessage>(target, init, (r, resolve) => resolve(r));
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status < 300 || status >= 400 || !location || hop >= init.maxRedirects) return response;
    response.resume();
    target = new URL(location, target).toString();
  }
}

function send<T>(
  url: string,
  init: OutboundRequest,
  answer: (response: IncomingMessage, resolve: (value: T) => void, reject: (error: Error) => void) => void,
): Promise<T> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return Promise.reject(new Error(`${target.protocol} is not http(s)`));
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!init.allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) return Promise.reject(refused(host));
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target,
      {
        method: init.method,
        headers:
          init.body === undefined
            ? init.headers
            : { ...init.headers, 'content-length': Buffer.byteLength(init.body) },
        timeout: init.timeoutMs,
        ...(init.allowPrivate ? {} : { lookup: publicLookup }),
      },
      (response) => answer(response, resolve, reject),
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
