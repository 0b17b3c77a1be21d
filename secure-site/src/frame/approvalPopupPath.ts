/**
 * The secure site's approval popup page, on its own origin (`http://127.0.0.1:5174/approve`):
 * where the frame moves an approval when the browser cannot vouch that the frame is seen. A
 * top-level window, so the dapp's page cannot fade, cover or move it.
 */
export const APPROVAL_POPUP_PATH = '/approve'
