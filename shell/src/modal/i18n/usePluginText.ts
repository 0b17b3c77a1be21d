import type { PluginText } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { atom } from 'jotai/vanilla'

// Read when the text is a plain string, so the hook runs the same either way.
const unused = atom('')

/** A plugin's title or label: as given, or its atom's current value (it follows the locale). */
export function usePluginText(text: PluginText): string {
  const value = useAtomValue(typeof text === 'string' ? unused : text)
  return typeof text === 'string' ? text : value
}

/** The same as a component, for lists (hooks cannot run in a loop). */
export function PluginTextView({ text }: { text: PluginText }) {
  return usePluginText(text)
}
