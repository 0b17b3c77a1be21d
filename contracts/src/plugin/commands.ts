import * as z from 'zod/mini'

/**
 * Commands a plugin answers for the dapp (`appKit.grantPermissions(request)`): its description
 * names them, its registration holds them, and the shell routes a call to the plugin whose
 * description names it, loading that plugin first. The shell stays a few lines (find, load, call);
 * the plugin owns the schema and the logic.
 */
export const pluginCommandNameSchema = z.string().check(z.regex(/^[a-z][A-Za-z0-9]{0,39}$/, 'Command names are camelCase'))
export type PluginCommandName = z.infer<typeof pluginCommandNameSchema>

/** A command takes what the dapp passed, unchecked (the plugin parses it), and resolves with its answer. */
export type PluginCommand = (params: unknown) => Promise<unknown>

/**
 * The commands `AppKit` exposes as methods of its own API (AppKit's names), with the `features`
 * flag the dapp turns each on with: checked before anything is fetched, so a dapp with the feature
 * off pays nothing. Which plugin answers is still its description's to say.
 */
export const APPKIT_COMMANDS = {
  grantPermissions: { flag: 'smartSessions', offMessage: 'Smart sessions are off: create the AppKit with features.smartSessions: true' },
} as const satisfies Record<string, { flag: string; offMessage: string }>
export type AppKitCommandName = keyof typeof APPKIT_COMMANDS
