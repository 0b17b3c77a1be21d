/**
 * The plugin of `--plugin <name>` (or `--plugin=<name>`) in a script's arguments, if any.
 * @example pluginArg(['--plugin', 'send']) // 'send'
 */
export function pluginArg(argv: readonly string[]): string | undefined {
  const index = argv.findIndex((arg) => arg === '--plugin' || arg.startsWith('--plugin='))
  if (index === -1) return undefined
  const arg = argv[index] ?? ''
  const name = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1]
  if (!name || name.startsWith('--')) throw new Error('--plugin needs a plugin name, e.g. --plugin send')
  return name
}
