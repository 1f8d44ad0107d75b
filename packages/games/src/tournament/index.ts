export * from './bracket';
export * from './match';
export * from './pool';
export * from './seeding';
