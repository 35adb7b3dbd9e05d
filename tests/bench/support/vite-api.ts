import { resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';

/**
 * Vite serving the bench pages as `startVite` (./vite.ts) does, with `/api` — HTTP and sockets —
 * passed on to a reference server at `apiUrl`: the page and its API then share one origin, as the
 * console does when the server serves it, so an element on the default `api-base` talks to a
 * real server. Same production React build and cache directory as `startVite`.
 */
export async function startViteWithApi(
  root: string,
  apiUrl: string,
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
      proxy: { '/api': { target: apiUrl, ws: true, changeOrigin: true } },
    },
    optimizeDeps: { entries: ['tests/bench/pages/*.html'] },
  });
  await vite.listen();
  const url = vite.resolvedUrls?.local[0];
  if (!url) throw new Error('vite did not report its address');
  return { vite, url };
}
