import { fileURLToPath } from 'node:url'

/**
 * Where a sandbox build goes: dist/sandbox, or dist/sandbox-<folder> for a plugin sandbox, so
 * the full build (which the browser tests serve) stays.
 */
export const sandboxDistDir = (pluginFolder?: string): string =>
  fileURLToPath(new URL(pluginFolder ? `../../dist/sandbox-${pluginFolder}` : '../../dist/sandbox', import.meta.url))
