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
