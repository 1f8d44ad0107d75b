/** Starts the connection: a full-page navigation (the server redirects to Twitch). */
export const CONNECT_URL = '/api/v1/admin/earning/connect';
