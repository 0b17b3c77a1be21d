/**
 * The contract version a plugin is built for: set by the build (rspack DefinePlugin, from
 * @portico/contracts at build time) and by vitest. At run time `@portico/contracts` is the
 * shell's copy, so its CONTRACT_VERSION would name the shell's version, not the plugin's.
 */
declare const __PORTICO_CONTRACT_VERSION__: string
