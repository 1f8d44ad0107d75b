export * from './errors';
export * from './users';
export * from './data';
export * from './format';
export * from './points';
export * from './shop';
export * from './games';
