export * from './define';
export * from './registry';
export * from './zod';
export * from './pages';
export * from './local-name';
