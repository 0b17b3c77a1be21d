import { injectedWeb3EntrySchema, type PolkadotExtension } from './injectedExtension'

// Extensions inject at document start, but some only after the page's scripts ran.
const RECHECK_MS = [300, 1_500]

const KNOWN_NAMES: Readonly<Record<string, string>> = { 'polkadot-js': 'polkadot{.js}', 'subwallet-js': 'SubWallet', talisman: 'Talisman' }

/** A readable name for an extension key: `portico-sandbox` -> `Portico Sandbox`. */
export function extensionName(key: string): string {
  return KNOWN_NAMES[key] ?? key.split(/[-_]/).filter(Boolean).map((word) => word[0]?.toUpperCase() + word.slice(1)).join(' ')
}

/**
 * Polkadot extensions in `window.injectedWeb3`, now and after short waits for late injections.
 * Invalid entries are left out with a warning. Returns a function that stops the rechecks.
 *
 * @example
 * const stop = discoverPolkadotExtensions(window, (extensions) => render(extensions))
 */
export function discoverPolkadotExtensions(
  target: Window,
  onChange: (extensions: readonly PolkadotExtension[]) => void,
  warn: (...args: unknown[]) => void = console.warn,
): () => void {
  let seen = ''
  const warned = new Set<string>()
  const read = () => {
    const injected: unknown = (target as Window & { injectedWeb3?: unknown }).injectedWeb3
    if (typeof injected !== 'object' || injected === null) return
    const extensions: PolkadotExtension[] = []
    for (const [key, entry] of Object.entries(injected)) {
      const parsed = injectedWeb3EntrySchema.safeParse(entry)
      if (parsed.success) extensions.push({ key, name: extensionName(key), version: parsed.data.version, enable: parsed.data.enable })
      else if (!warned.has(key)) {
        warned.add(key)
        warn(`[portico] ignored the injectedWeb3 entry ${key}:`, parsed.error.issues[0]?.message)
      }
    }
    const keys = extensions.map((extension) => extension.key).join()
    if (keys === seen) return
    seen = keys
    onChange(extensions)
  }
  read()
  const timers = RECHECK_MS.map((ms) => target.setTimeout(read, ms))
  return () => timers.forEach((timer) => target.clearTimeout(timer))
}
