import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';

/** Scripts partners' and customers' pages point at by a fixed name: fresh within minutes of a release. */
const ENTRY_SCRIPTS = new Set(['omnicanal.js', 'web-chat.js']);

/**
 * How long a served file may be kept: the build's hashed files (`assets/…-<hash>.js`) never change
 * under their name, so browsers and CDNs keep them a year without asking; the fixed-name entry
 * scripts five minutes; the page, the build's info and the demo pages are checked every time.
 */
export function cacheControlOf(file: string): string {
  if (basename(dirname(file)) === 'assets') return 'public, max-age=31536000, immutable';
  if (ENTRY_SCRIPTS.has(basename(file))) return 'public, max-age=300';
  return 'no-cache';
}

const setCacheHeaders = (reply: FastifyReply, file: string) => {
  reply.header('cache-control', cacheControlOf(file));
};

/**
 * Serves the built console at / (with index.html for client routes such as /gb-agent) and the demo
 * pages at /demo/. Missing folders are skipped: the API still runs before the first build.
 */
export async function registerStatic(
  app: FastifyInstance,
  staticDir: string,
  demoDir: string,
): Promise<void> {
  registerSecurityHeaders(app);
  const hasConsole = existsSync(join(staticDir, 'index.html'));
  // The build writes a brotli and a gzip copy of each file (vite.config.ts): sent as they are.
  const common = { cacheControl: false, setHeaders: setCacheHeaders, preCompressed: true } as const;
  if (existsSync(staticDir))
    await app.register(fastifyStatic, { ...common, root: staticDir, prefix: '/', index: ['index.html'] });
  if (existsSync(demoDir))
    await app.register(fastifyStatic, {
      ...common,
      root: demoDir,
      // `/demo` redirects to `/demo/` so the pages' relative links resolve under it.
      prefix: '/demo',
      redirect: true,
      index: ['index.html'],
      decorateReply: !existsSync(staticDir),
    });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/'))
      return reply.code(404).send(errorBody('not_found', `No API route ${request.method} ${path}.`));
    // Client routes have no dot in their last segment; a missing asset stays a 404.
    const isClientRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/demo/') &&
      !/\.[^/]*$/.test(path);
    if (isClientRoute && hasConsole) return reply.sendFile('index.html', staticDir);
    if (isClientRoute && path === '/')
      return reply
        .type('text/plain; charset=utf-8')
        .send('Omnicanal server is running. The console is not built yet: run `npm run build`.');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
