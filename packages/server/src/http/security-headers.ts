import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Where the console may load images from: our own origin only, so an outside image never reveals an
 * agent's address or presence to its host. An image proxy served on this origin is covered by
 * `'self'`; one served elsewhere adds its origin here and nowhere else. `blob:` is a file's preview
 * before it is sent; no `data:` (the build inlines no asset, the QR code is drawn as SVG), so the
 * same policy serves a partner page with a strict CSP.
 */
export const CONSOLE_IMAGE_SOURCES: readonly string[] = ["'self'", 'blob:'];

/** HSTS for a year once a response went out over TLS; subdomains are the deployment's business. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** A Host header fit to be written into a header: a name or an address, and a port. */
const SAFE_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** http(s)://host and its socket origin ws(s)://host. */
function originsOf(protocol: string, host: string): string[] {
  const secure = protocol === 'https';
  return [`${secure ? 'https' : 'http'}://${host}`, `${secure ? 'wss' : 'ws'}://${host}`];
}

/**
 * The console's CSP: no inline script or style (the elements' adopted stylesheets allow that), and
 * connections only to the API's own origins: the one the page came from (its socket included,
 * which `'self'` does not cover in every browser) and the deployment's public URL.
 */
export function contentSecurityPolicy(
  request: { protocol: string; host: string },
  publicUrl: string,
): string {
  const apiOrigins = new Set<string>();
  if (SAFE_HOST.test(request.host))
    for (const origin of originsOf(request.protocol, request.host)) apiOrigins.add(origin);
  const publicOrigin = new URL(publicUrl);
  for (const origin of originsOf(publicOrigin.protocol.replace(':', ''), publicOrigin.host))
    apiOrigins.add(origin);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${[...apiOrigins].join(' ')}`,
    `img-src ${CONSOLE_IMAGE_SOURCES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Headers on every answer: nosniff and the referrer policy; HSTS when the request came over TLS
 * (directly, or through a proxy named by TRUST_PROXY that says so in X-Forwarded-Proto); the CSP on
 * HTML pages.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', REFERRER_POLICY);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html'))
      reply.header('Content-Security-Policy', contentSecurityPolicy(request, app.config.publicUrl));
    return payload;
  });
}
