/**
 * The secure site's OAuth callback page, on its own origin: every provider sends the user back
 * here (`http://127.0.0.1:5174/oauth/callback?code=...&state=...`), and the OpenID provider has it
 * as each client's only redirect URI.
 */
export const SOCIAL_CALLBACK_PATH = '/oauth/callback'
