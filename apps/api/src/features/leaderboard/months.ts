// The Lisbon months are shared with the casino accounts (lib/lisbon-months.ts).
export * from '../../lib/lisbon-months';
