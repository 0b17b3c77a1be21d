import * as z from 'zod/mini'
import type { PluginFeatureId } from './featureId'

/**
 * Commands a plugin's registration may expose for the shell's public controller to call on the
 * dapp's behalf (`appKit.grantPermissions(request)`): the shell stays a few lines (check, load,
 * call) and the plugin owns the schema and the logic, loaded when first called.
 */
export const pluginCommandNameSchema = z.enum(['grantPermissions'])
export type PluginCommandName = z.infer<typeof pluginCommandNameSchema>

/** A command takes what the dapp passed, unchecked (the plugin parses it), and resolves with its answer. */
export type PluginCommand = (params: unknown) => Promise<unknown>

/** Which feature's plugin answers each command. */
export const PLUGIN_COMMAND_OWNERS: Readonly<Record<PluginCommandName, PluginFeatureId>> = { grantPermissions: 'smartSessions' }
