import type { ShellCore } from './createShellCore'

// The public AppKit carries no internals: the shell's own parts (hooks, elements, wallet buttons)
// find an AppKit's core here, keyed by the object createAppKit returned.
const cores = new WeakMap<object, ShellCore>()

/** Records the core behind an AppKit; createAppKit calls it once. */
export function attachShellCore(appKit: object, core: ShellCore): void {
  cores.set(appKit, core)
}

/**
 * The core behind an AppKit createAppKit made; throws for any other object.
 * @example const { store, atoms } = shellCoreOf(appKit)
 */
export function shellCoreOf(appKit: object): ShellCore {
  const core = cores.get(appKit)
  if (!core) throw new Error('Not an AppKit made by createAppKit')
  return core
}
