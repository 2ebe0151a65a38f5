export * from './errors';
export * from './password';
export * from './validators';
export * from './permissions';
export * from './languages';
export * from './session';
export * from './masters/index';
export * from './choices';
