/**
 * Serves the built PWA. Unknown /api paths answer a JSON 404, never the HTML shell. Other GETs go through the
 * redirect table (301, marketing spec 2.16), then answer the shell: 200 at an address the app has a screen for
 * (deep links work), 404 anywhere else (the router shows its not-found page there).
 * The build writes brotli and gzip copies beside the text files (web/vite.config.ts); a browser that
 * accepts one gets it, with `Content-Encoding` and `Vary: Accept-Encoding`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppPath, resolveRedirect } from '@hw/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.ts';

export const staticSitePlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const hasShell = existsSync(join(opts.webDist, 'index.html'));
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        // Hashed assets never change; the shell, manifest and worker must always be revalidated.
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply
        .status(404)
        .send(errorBody([{ message: `No such API path: ${request.method} ${path}`, code: 'notFound' }]));
    }
    const query = request.url.slice(path.length);
    const target = request.method === 'GET' || request.method === 'HEAD' ? resolveRedirect(path, query) : null;
    if (target) return reply.redirect(target, 301);
    if ((request.method === 'GET' || request.method === 'HEAD') && hasShell && !/\.[a-z0-9]+$/i.test(path)) {
      return reply
        .status(isAppPath(path) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html');
    }
    return reply.status(404).send(errorBody([{ message: 'Not found.', code: 'notFound' }]));
  });
});
