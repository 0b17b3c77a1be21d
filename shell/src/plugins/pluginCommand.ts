/** Thrown by `appKit.grantPermissions` with the feature off: no plugin code is fetched. */
export const SMART_SESSIONS_OFF_MESSAGE = 'Smart sessions are off: create the AppKit with features.smartSessions: true'
/** Thrown by `appKit.grantPermissions` before any wallet is asked. */
export const GRANT_NEEDS_EIP155_MESSAGE = 'grantPermissions needs a wallet connected on an eip155 network'
