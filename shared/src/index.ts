export * from './brand.ts';
export * from './enums.ts';
export * from './messages.ts';
export * from './plan-types.ts';
export * from './redirects.ts';
export * from './schemas/common.ts';
export * from './schemas/reference.ts';
export * from './states.ts';
