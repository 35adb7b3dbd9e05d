import { resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';

export { percentile } from './stats.ts';

/**
 * Vite serving the bench pages with the repository's own config (React, `?inline` CSS, locales),
 * with React's production build as the console ships it (its development build is several times
 * slower and would hide what the elements themselves cost). Its own cache directory: the
 * component tests' dev server pre-bundles the development build into the default one.
 *
 * With `apiUrl`, `/api` (HTTP and sockets) is passed on to a reference server there: the page and
 * its API share one origin, as the console does when the server serves it, so an element on the
 * default `api-base` talks to a real server.
 */
export async function startVite(
  root: string,
  apiUrl?: string,
): Promise<{ vite: ViteDevServer; url: string }> {
  process.env.NODE_ENV = 'production';
  const vite = await createServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    cacheDir: resolve(root, 'node_modules/.vite-bench'),
    define: { 'process.env.NODE_ENV': '"production"' },
    appType: 'mpa',
    clearScreen: false,
    logLevel: 'warn',
    server: {
      host: '127.0.0.1',
      port: 0,
      strictPort: false,
      watch: null,
      // The page's Host kept, as a reverse proxy in front of the console does: the server then
      // takes the page's origin for its own (its console socket refuses other origins).
      ...(apiUrl ? { proxy: { '/api': { target: apiUrl, ws: true } } } : {}),
    },
    optimizeDeps: { entries: ['tests/bench/pages/*.html'] },
  });
  await vite.listen();
  const url = vite.resolvedUrls?.local[0];
  if (!url) throw new Error('vite did not report its address');
  return { vite, url };
}
