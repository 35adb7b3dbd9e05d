import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { ROOT } from '../lib.mjs';

/**
 * The JavaScript of one installable package: ES modules, each entry a file of the package's root
 * (`index.js`, `define.js`…) and what they share under `chunks/`. Vite builds it as it builds the
 * console, so every Vite-only import (`?inline` CSS, `?url` sounds, `import.meta.glob` locales) is
 * resolved here: the CSS becomes strings, the sounds files under `assets/` found with
 * `new URL(…, import.meta.url)` (which partners' bundlers follow; no `data:` URL for their CSP),
 * the locales chunks loaded on demand.
 */

/** Whether `id` is `name` or one of its subpaths. */
const within = (id, names) => names.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Builds `inputs` (entry name → source file) into `outDir`; `external` package names stay imports
 * (everything else is bundled: our packages, React, r2wc…).
 */
export async function bundlePackage({ inputs, outDir, external = [], version }) {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    plugins: [react()],
    define: {
      // React's production build: the package is what a partner ships.
      'process.env.NODE_ENV': '"production"',
      'import.meta.env.VITE_OC_VERSION': JSON.stringify(version),
    },
    experimental: { renderBuiltUrl: () => ({ relative: true }) },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      // A strict CSP (ours, a partner's) blocks `data:` media: every asset a file of its own.
      assetsInlineLimit: 0,
      // No preload tags injected into a partner's document.
      modulePreload: false,
      rolldownOptions: {
        input: inputs,
        // Each entry exports exactly what its source does (index: the class; define: what it re-exports).
        preserveEntrySignatures: 'strict',
        external: (id) => within(id, external),
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  });
}
