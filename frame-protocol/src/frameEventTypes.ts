/** Prefix of every page -> frame event type (SPEC section 7). */
export const FRAME_APP_EVENT_PREFIX = '@w3m-app/'
/** Prefix of every frame -> page event type: replies and the frame's own events. */
export const FRAME_EVENT_PREFIX = '@w3m-frame/'

/**
 * Every page -> frame request of SPEC section 7, in the SPEC's order. Each has two replies from
 * the frame, `@w3m-frame/<NAME>_SUCCESS` and `@w3m-frame/<NAME>_ERROR` (see replyTypesOf).
 * Written out rather than built, so a bundler drops what is unused and a reader can grep them.
 */
export const FRAME_REQUEST_TYPES = {
  SWITCH_NETWORK: '@w3m-app/SWITCH_NETWORK',
  CONNECT_EMAIL: '@w3m-app/CONNECT_EMAIL',
  CONNECT_DEVICE: '@w3m-app/CONNECT_DEVICE',
  CONNECT_OTP: '@w3m-app/CONNECT_OTP',
  CONNECT_SOCIAL: '@w3m-app/CONNECT_SOCIAL',
  GET_FARCASTER_URI: '@w3m-app/GET_FARCASTER_URI',
  CONNECT_FARCASTER: '@w3m-app/CONNECT_FARCASTER',
  GET_USER: '@w3m-app/GET_USER',
  GET_SOCIAL_REDIRECT_URI: '@w3m-app/GET_SOCIAL_REDIRECT_URI',
  SIGN_OUT: '@w3m-app/SIGN_OUT',
  IS_CONNECTED: '@w3m-app/IS_CONNECTED',
  GET_CHAIN_ID: '@w3m-app/GET_CHAIN_ID',
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  INIT_SMART_ACCOUNT: '@w3m-app/INIT_SMART_ACCOUNT',
  SET_PREFERRED_ACCOUNT: '@w3m-app/SET_PREFERRED_ACCOUNT',
  RPC_REQUEST: '@w3m-app/RPC_REQUEST',
  UPDATE_EMAIL: '@w3m-app/UPDATE_EMAIL',
  UPDATE_EMAIL_PRIMARY_OTP: '@w3m-app/UPDATE_EMAIL_PRIMARY_OTP',
  UPDATE_EMAIL_SECONDARY_OTP: '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP',
  SYNC_THEME: '@w3m-app/SYNC_THEME',
  SYNC_DAPP_DATA: '@w3m-app/SYNC_DAPP_DATA',
  RELOAD: '@w3m-app/RELOAD',
  RPC_ABORT: '@w3m-app/RPC_ABORT',
  // Portico's extensions, absent from the hosted wire (docs/frame-protocol.md): versioned names.
  PORTICO_EXPORT_KEY_V1: '@w3m-app/PORTICO_EXPORT_KEY_V1',
  PORTICO_DELETE_ACCOUNT_V1: '@w3m-app/PORTICO_DELETE_ACCOUNT_V1',
} as const

/** The name of a request: `CONNECT_EMAIL` for `@w3m-app/CONNECT_EMAIL`. */
export type FrameRequestName = keyof typeof FRAME_REQUEST_TYPES
/** A page -> frame request type. */
export type FrameRequestType<N extends FrameRequestName = FrameRequestName> = `@w3m-app/${N}`
/** The frame's reply when the request succeeded. */
export type FrameSuccessType<N extends FrameRequestName = FrameRequestName> = `@w3m-frame/${N}_SUCCESS`
/** The frame's reply when the request failed; its payload holds a message. */
export type FrameErrorType<N extends FrameRequestName = FrameRequestName> = `@w3m-frame/${N}_ERROR`

/** Sent once by the frame when it can take requests, with its version (SPEC section 3). */
export const FRAME_READY = '@w3m-frame/READY'
/** Sent by the frame when its session token changes (SPEC section 3, the `token` payload). */
export const FRAME_SESSION_UPDATE = '@w3m-frame/SESSION_UPDATE'
/**
 * Portico's extension (the hosted wire has none): the frame needs the user in its own page during a
 * login (the wallet's recovery factor), `{ shown: true }`, or no longer, `{ shown: false }`. The page
 * shows the frame meanwhile and pauses the login's timeout.
 */
export const FRAME_USER_STEP = '@w3m-frame/PORTICO_USER_STEP_V1'
/** Frame -> page events that answer no request. */
export type FrameEventType = typeof FRAME_READY | typeof FRAME_SESSION_UPDATE | typeof FRAME_USER_STEP
