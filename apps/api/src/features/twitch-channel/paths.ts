/** Where Twitch delivers EventSub notifications (stream online/offline, the chat). */
export const EVENTSUB_PATH = '/api/v1/webhooks/twitch/eventsub';
