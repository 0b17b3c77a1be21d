/**
 * Where the callback page's query carries the name a provider posted beside its answer (Apple's
 * `user` field, first authorization only), checked by the frame server: `/oauth/callback?code=...&state=...&user_name=Ann%20Lee`.
 */
export const POSTED_USER_NAME_PARAM = 'user_name'
