// The live hunt's changes travel on the app's event bus (lib/event-bus.ts), beside balance changes.
export type { HuntBus, HuntChange } from '../../lib/event-bus';
export { createLocalBus, HUNT_CHANNEL as NOTIFY_CHANNEL } from '../../lib/event-bus';
