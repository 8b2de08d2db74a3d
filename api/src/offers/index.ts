export * from './catalog.ts';
export { catalogPlugin } from './plugin.ts';
