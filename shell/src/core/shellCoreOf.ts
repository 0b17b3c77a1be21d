import type { ShellCore } from './createShellCore'
import type { ShellBoot } from './shellBoot'

/** How the shell's own parts reach an AppKit's insides: its boot now, its core when loaded. */
export interface ShellParts {
  boot: ShellBoot
  /** Loads the core (once; its chunk on the first call) and resolves with it. */
  loadCore: () => Promise<ShellCore>
  /** The core when it has loaded, else undefined. */
  loadedCore: () => ShellCore | undefined
}

// The public AppKit carries no internals: the shell's own parts (hooks, elements, wallet buttons)
// find an AppKit's boot and core here, keyed by the object createAppKit returned.
const parts = new WeakMap<object, ShellParts>()

/** Records the parts behind an AppKit; createAppKit calls it once. */
export function attachShellParts(appKit: object, shell: ShellParts): void {
  parts.set(appKit, shell)
}

/** The parts behind an AppKit createAppKit made; throws for any other object. */
export function shellPartsOf(appKit: object): ShellParts {
  const shell = parts.get(appKit)
  if (!shell) throw new Error('Not an AppKit made by createAppKit')
  return shell
}

/**
 * The boot behind an AppKit createAppKit made (state, locale, options); throws for any other object.
 * @example const { store, atoms } = shellBootOf(appKit)
 */
export function shellBootOf(appKit: object): ShellBoot {
  return shellPartsOf(appKit).boot
}

/**
 * The core behind an AppKit, loading it first if it has not loaded.
 * @example const { connection } = await loadShellCore(appKit)
 */
export function loadShellCore(appKit: object): Promise<ShellCore> {
  return shellPartsOf(appKit).loadCore()
}

/** The core behind an AppKit when it has loaded, else undefined (nothing of it can have happened yet). */
export function loadedShellCore(appKit: object): ShellCore | undefined {
  return shellPartsOf(appKit).loadedCore()
}
