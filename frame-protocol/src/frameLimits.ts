// Upper bounds on what crosses the window boundary, so a hostile or broken sender cannot make
// the page hold or show unbounded strings. Generous for real values.
/** Envelope id and type. */
export const FRAME_MAX_ID_LENGTH = 128
export const FRAME_MAX_TYPE_LENGTH = 128
/** Short texts: names, versions, project ids, user names, theme values. */
export const FRAME_MAX_TEXT_LENGTH = 256
/** URLs: OAuth redirects carry long state and code parameters. */
export const FRAME_MAX_URL_LENGTH = 8192
/** An error reply's message. */
export const FRAME_MAX_MESSAGE_LENGTH = 4096
/** Lists: accounts, icons, theme variables, smart-account networks. */
export const FRAME_MAX_LIST_LENGTH = 256
