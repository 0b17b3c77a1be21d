import type { AppKit } from '../appKit'

// Like AppKit, hooks and custom elements work without a provider: they use the last created instance.
let active: AppKit | undefined
const waiting = new Set<(appKit: AppKit) => void>()

export function setActiveAppKit(appKit: AppKit) {
  active = appKit
  for (const listener of waiting) listener(appKit)
}

export function getActiveAppKit(): AppKit | undefined {
  return active
}

/** Calls back with the active instance now, or once createAppKit has run. */
export function whenAppKit(listener: (appKit: AppKit) => void): () => void {
  if (active) {
    listener(active)
    return () => undefined
  }
  waiting.add(listener)
  return () => void waiting.delete(listener)
}
