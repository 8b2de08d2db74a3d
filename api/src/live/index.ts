/** The live feed: what changed, pushed to the screens that show it. What other folders use comes from here. */
export { livePlugin } from './plugin.ts';
export { liveRoutes } from './routes.ts';
