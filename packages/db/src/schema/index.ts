export * from './employees';
export * from './auth';
export * from './platform';
export * from './masters';
export * from './role-permissions';
export * from './outing';
export * from './employee-profile';
export * from './leave';
