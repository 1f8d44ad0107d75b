import type { Messages } from '../en';
import common from './common.json';
import errors from './errors.json';
import language from './language.json';
import liveHunt from './live-hunt.json';
import overlays from './overlays.json';
import slotRequests from './slot-requests.json';

export const messages: Messages = { ...common, ...errors, ...language, ...liveHunt, ...overlays, ...slotRequests };
