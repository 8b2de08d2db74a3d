import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Brotli and gzip copies of the service worker. vite-plugin-pwa writes it in its own closeBundle, after
 * compression() has run and with the precache list injected, so its copies are made last, from the final file.
 */
function compressServiceWorker(): Plugin {
  let worker = '';
  return {
    name: 'compress-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      worker = resolve(config.root, config.build.outDir, 'sw.js');
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const bytes = await readFile(worker);
        const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
        await writeFile(`${worker}.br`, await promisify(brotliCompress)(bytes, { params: quality }));
        await writeFile(`${worker}.gz`, await promisify(gzip)(bytes, { level: 9 }));
      },
    },
  };
}

/**
 * The shell names the app's code (React DOM's module, main.tsx and what they import) in modulepreload links: the entry, boot.ts,
 * imports main.tsx on demand, so without them each level of imports would cost a round trip before the first
 * screen. A prerendered page hands these links to its first-paint loader instead (scripts/prerender.ts).
 */
function preloadAppCode(): Plugin {
  return {
    name: 'preload-app-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const main = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/main.tsx'));
        if (!main) throw new Error('The build has no chunk for src/main.tsx');
        // boot.ts runs React DOM's module on its own before main.tsx: its chunk is asked for first.
        const reactDom = chunks.find((chunk) => /[\\/]react-dom[\\/]client\.js$/.test(chunk.facadeModuleId ?? ''));
        if (!reactDom) throw new Error('The build has no chunk for react-dom/client');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
        };
        visit(reactDom.fileName);
        visit(main.fileName);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** PSEUDO_LOCALE=1: English in the pseudo-locale (docs/languages.md), built to web/dist-pseudo. */
const PSEUDO_LOCALE = Boolean(process.env.PSEUDO_LOCALE);

/** Serves the English messages of the pseudo-locale in place of the compiled English ones. */
function pseudoLocale(): Plugin {
  const english = resolve(import.meta.dirname, '../shared/src/i18n/paraglide/messages/en.js');
  const outdir = resolve(import.meta.dirname, '../node_modules/.cache/pseudo-i18n');
  return {
    name: 'pseudo-locale',
    enforce: 'pre',
    async buildStart() {
      const { compilePseudoCatalogues } = await import('../scripts/i18n-compile.ts');
      await compilePseudoCatalogues(outdir);
    },
    load(id) {
      return id === english ? readFile(resolve(outdir, 'messages/en.js'), 'utf8') : undefined;
    },
  };
}

/**
 * A production build checks no server answer against its schema (web/src/lib/query/checked-response.ts), so the
 * schema a call of `checkedResponse` names is not shipped: the argument becomes `undefined`, and a schema no
 * other code reads is then left out, with TypeBox's builders and engine (the treeshake options below).
 */
function dropResponseSchemas(): Plugin {
  const call = 'checkedResponse(';
  return {
    name: 'drop-response-schemas',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]web[\\/]src[\\/].*\.tsx?$/, code: call },
      handler(code, id) {
        let out = '';
        let from = 0;
        for (let at = code.indexOf(call); at !== -1; at = code.indexOf(call, from)) {
          const start = at + call.length;
          if (/[\w$.]/.test(code[at - 1] ?? '') || code.slice(at - 9, at) === 'function ') {
            out += code.slice(from, start);
            from = start;
            continue;
          }
          const end = endOfFirstArgument(code, start);
          if (end === -1) throw new Error(`${id}: cannot read the schema argument of checkedResponse at ${at}`);
          out += `${code.slice(from, start)}undefined as never`;
          from = end;
        }
        return { code: out + code.slice(from), map: null };
      },
    },
  };
}

/** Where the argument starting at `start` ends (at its comma), skipping nested brackets and strings. */
function endOfFirstArgument(code: string, start: number): number {
  let depth = 0;
  for (let at = start; at < code.length; at += 1) {
    const char = code[at];
    if (char === "'" || char === '"' || char === '`') {
      for (at += 1; at < code.length && code[at] !== char; at += 1) if (code[at] === '\\') at += 1;
    } else if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') {
      if (depth === 0) return -1;
      depth -= 1;
    } else if (char === ',' && depth === 0) return at;
  }
  return -1;
}

/**
 * The browser takes the catalogues compiled a module per message (scripts/i18n-compile.ts), in place of the module
 * per language Node and the tests use: a page's chunks then carry the messages their own screens show.
 */
function messagePerModule(): Plugin {
  const compiled = resolve(import.meta.dirname, '../shared/src/i18n/paraglide');
  const outdir = resolve(import.meta.dirname, '../node_modules/.cache/paraglide-web');
  return {
    name: 'message-per-module',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const { compileCataloguesForTheWeb } = await import('../scripts/i18n-compile.ts');
      await compileCataloguesForTheWeb(outdir);
    },
    async resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const target = resolve(importer, '..', source);
      if (!target.startsWith(`${compiled}/`)) return null;
      return resolve(outdir, target.slice(compiled.length + 1));
    },
  };
}

/** The chunks every page runs as the app starts (see `postBanner` below). */
const STARTUP_CHUNKS = new Set(['framework', 'app-core', 'main']);

export default defineConfig({
  plugins: [
    ...(PSEUDO_LOCALE ? [pseudoLocale()] : [messagePerModule()]),
    dropResponseSchemas(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../sw/src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // Vite 8 emits the worker as an ES module otherwise; a classic registration would fail.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // The .br/.gz copies are for the server to send; the worker caches the originals only.
        globIgnores: ['**/node_modules/**/*', '**/*.{br,gz}'],
      },
      manifest: {
        name: 'Canyon Home Warranty',
        short_name: 'Canyon',
        description: 'Order and manage home warranty plans, request repairs, and work dispatch tickets.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b4f6c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    // Brotli and gzip copies beside each text file over 1 KB, served by the API when the browser accepts them
    // (api/src/plugins/static-site.ts). The service worker's precache patterns match no .br/.gz copy
    // (web/build-test/compressed-assets.test.ts).
    compression({
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      exclude: /(^|\/)sw\.js$/,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
    }),
    compressServiceWorker(),
    preloadAppCode(),
  ],
  // The sandbox gateway's hosted card form and the page it reports through come from the API too; with
  // PUBLIC_ORIGIN=http://127.0.0.1:5173 on the API, the form reports to this page's own origin.
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/sandbox-gateway': 'http://127.0.0.1:3000',
      '/payments/iframe-communicator.html': 'http://127.0.0.1:3000',
    },
  },
  build: {
    ...(PSEUDO_LOCALE ? { outDir: 'dist-pseudo' } : {}),
    sourcemap: false,
    target: 'es2022',
    // TypeBox schema builders have no side effects: schemas `shared/` defines but a page never reads are left out.
    // Nor have TypeBox's modules (its package does not say so): a page that checks no value ships no checker.
    // React's `lazy` only wraps a loader, and a folder's index.ts only names what the folder offers: a page that
    // takes one thing from a feature (or from a folder of lib/, or the ui kit) does not carry the rest of it.
    rolldownOptions: {
      treeshake: {
        manualPureFunctions: ['Type', 'lazy'],
        moduleSideEffects: (id) =>
          /[\\/]node_modules[\\/]typebox[\\/]|[\\/]web[\\/]src[\\/]((features|lib)[\\/][^\\/]+|ui)[\\/]index\.ts$/.test(
            id,
          )
            ? false
            : undefined,
      },
      output: {
        // A compile hint: Chromium compiles every function of the code every page runs as it starts (the libraries,
        // the shared UI, the app's shell) while the file streams in, on a background thread, rather than each
        // function on the main thread the first time it is called, which made the app's start one long task.
        postBanner: (chunk) => (STARTUP_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          // The libraries every page runs, in one file; a page then asks for few files (each costs a round trip).
          groups: [
            // What the entry script (web/src/boot.ts) needs: nothing of the app itself. The session's storage key
            // is here, not with the session (app-core): the entry asks whether one is kept before any app code.
            {
              name: 'boot-runtime',
              test: /vite[\\/]preload-helper|rolldown[\\/]runtime|web[\\/]src[\\/]lib[\\/]stored-session/,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|idb-keyval|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query|query-persist-client-core|query-async-storage-persister))[\\/]/,
            },
            {
              name: 'app-core',
              // The shared UI, but not the pieces only some screens open (dialogs of plan limits, card fields,
              // charts): those travel with the screens that import them.
              test: /web[\\/]src[\\/](lib[\\/](api|query|session)|ui[\\/](?!limits-dialog|bar-chart|chart-data))/,
            },
          ],
          // Small modules shared by a few chunks are copied into them rather than fetched on their own: each file
          // costs a round trip and its headers. Not the order draft (with the pricing and checks it reads): the
          // order pages load it with several chunks side by side, and a copy in each would be sent several times.
          // Nor the newsletter sign-up: the resources lists show it, and so does the footer they load.
          experimentalInlineCommonChunks: {
            maxSize: 40000,
            exclude: /features[\\/](ordering[\\/]draft\.ts|resources[\\/]newsletter-signup\.tsx)$/,
          },
        },
      },
    },
  },
});
