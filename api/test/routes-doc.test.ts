/** docs/routes.md lists the routes the app registers, each with the file that declares it. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPOSITORY_ROOT, routeCollector, routesMarkdown } from '../src/docs/route-list.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const collector = routeCollector();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: collector.onRoute });
});
afterAll(async () => t.close());

it('matches the app: run `npm run docs:routes` after adding, moving or removing a route', () => {
  const written = readFileSync(resolve(REPOSITORY_ROOT, 'docs/routes.md'), 'utf8');
  expect(written).toBe(routesMarkdown(collector.routes));
});

it('names a declaring file under api/src for every route', () => {
  expect(collector.routes.length).toBeGreaterThan(100);
  for (const route of collector.routes)
    expect(route.file, `${route.method} ${route.url}`).toMatch(/^api\/src\/.+\.ts$/);
});
