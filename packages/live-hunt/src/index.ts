export * from './settlement';
