import type { BuiltPlugin } from '@portico/contracts'

/** Set by the build from the plugins it finds in `plugins/` (toolchain/plugins/discoverPlugins.ts). */
declare const __PORTICO_PLUGINS__: readonly BuiltPlugin[] | undefined

/**
 * The plugins built with this shell, with the feature flag of each: the shell knows which the
 * dapp's features turn on (and which to show as unavailable when the plugin index cannot be read)
 * before any description arrives. Empty in a build that does not set it (the npm package): the
 * plugin index then says which plugins there are.
 */
export const BUILT_PLUGINS: readonly BuiltPlugin[] = typeof __PORTICO_PLUGINS__ === 'undefined' ? [] : __PORTICO_PLUGINS__
