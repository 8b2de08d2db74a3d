import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
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
    // (api/src/plugins/static-site.ts). The service worker is left whole (it is written after the bundle), and
    // its precache patterns match no .br/.gz copy (web/build-test/compressed-assets.test.ts).
    compression({
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      exclude: /(^|\/)sw\.js$/,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
    }),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { sourcemap: false, target: 'es2022' },
});
