/**
 * The API's routes as a newcomer looks for them: by URL family, each with its method, path, summary, who may
 * call it and the file that declares it. Collected from the app itself (an onRoute hook that reads the
 * declaring file off the call stack), and written to docs/routes.md by `npm run docs:routes`; a test fails
 * when that file no longer matches the app.
 */
import { relative, resolve } from 'node:path';
import type { RouteOptions } from 'fastify';

export interface ListedRoute {
  method: string;
  url: string;
  summary: string;
  /** 'anyone', 'signed in', or the schema's own words when it names the callers. */
  access: string;
  /** The file under api/src that declares the route. */
  file: string;
}

/** The file of the first stack frame under api/src that is not the app's plumbing. */
function declaringFile(stack: string | undefined, root: string): string {
  for (const line of (stack ?? '').split('\n').slice(1)) {
    const match = /(\/[^\s():]+\/api\/src\/[^\s():]+\.ts)/.exec(line);
    if (!match?.[1]) continue;
    const file = relative(root, match[1]);
    if (file.startsWith('api/src/docs/') || file === 'api/src/app.ts') continue;
    return file;
  }
  return 'unknown';
}

/** The repository's root, which the listed files are relative to. */
export const REPOSITORY_ROOT = resolve(import.meta.dirname, '../../..');

/** An onRoute hook that lists each route under /api, and the list it fills. */
export function routeCollector(root = REPOSITORY_ROOT): {
  onRoute: (route: RouteOptions) => void;
  routes: ListedRoute[];
} {
  const routes: ListedRoute[] = [];
  return {
    routes,
    onRoute(route) {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const schema = (route.schema ?? {}) as { summary?: string; security?: unknown[]; hide?: boolean };
      if (schema.hide) return;
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
      for (const method of methods) {
        routes.push({
          method,
          url: route.url,
          summary: schema.summary ?? '',
          access: schema.security && schema.security.length > 0 ? 'signed in' : 'anyone',
          file: declaringFile(new Error().stack, root),
        });
      }
    },
  };
}

/** The URL family of a route: its first segment after /api/ (`/api/account/...` → account). */
export const familyOf = (url: string) => url.split('/')[2] ?? '';

export function routesMarkdown(routes: readonly ListedRoute[]): string {
  const byFamily = new Map<string, ListedRoute[]>();
  for (const route of [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))) {
    const family = familyOf(route.url);
    byFamily.set(family, [...(byFamily.get(family) ?? []), route]);
  }
  const lines = [
    '# Routes',
    '',
    'Every API route, by the first segment of its address, with the file that declares it. Written by',
    '`npm run docs:routes` from the app itself; a test fails when this file no longer matches. Who may call each',
    'route exactly is in docs/api.md ("Who may call what"); the request and answer shapes are at `/api/docs`.',
    '',
  ];
  for (const [family, list] of [...byFamily].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(
      `## /api/${family}`,
      '',
      '| method | path | what it does | caller | declared in |',
      '|---|---|---|---|---|',
    );
    for (const route of list) {
      const summary = route.summary.replaceAll('|', '\\|');
      lines.push(`| ${route.method} | \`${route.url}\` | ${summary} | ${route.access} | \`${route.file}\` |`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
