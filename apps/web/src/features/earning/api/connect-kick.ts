/** Starts the Kick connection: a full-page navigation (the server redirects to Kick with PKCE). */
export const KICK_CONNECT_URL = '/api/v1/admin/kick/connect';
