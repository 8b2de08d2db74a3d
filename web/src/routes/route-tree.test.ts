import { isAppPath } from '@hw/shared';
import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from './route-tree.ts';

/** A concrete address for a route path: each parameter becomes a word, a splat two segments. */
const sample = (path: string) => path.replace(/\/\$$/, '/a/b').replace(/\$\w+/g, 'x');

describe('the addresses the server answers with 200', () => {
  it('include every route of the router (any other address is a 404)', () => {
    const router = createRouter({ routeTree, context: {} as never });
    const paths = Object.keys(router.routesByPath).filter((path) => path !== '__root__');
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !isAppPath(sample(path)))).toEqual([]);
  });
});
