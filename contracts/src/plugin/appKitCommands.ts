/**
 * The commands `AppKit` exposes as methods of its own API (AppKit's names), with the `features`
 * flag the dapp turns each on with: checked before anything is fetched, so a dapp with the feature
 * off pays nothing. Which plugin answers is still its description's to say.
 */
export const APPKIT_COMMANDS = {
  grantPermissions: { flag: 'smartSessions', offMessage: 'Smart sessions are off: create the AppKit with features.smartSessions: true' },
} as const satisfies Record<string, { flag: string; offMessage: string }>
export type AppKitCommandName = keyof typeof APPKIT_COMMANDS
