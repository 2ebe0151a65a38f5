export * from './create-db';
export * as schema from './schema/index';
export * from './schema/index';
export * from './pg-errors';
export * from './prepared';
