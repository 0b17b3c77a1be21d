import { describedText, type PluginDescription } from '@portico/contracts'
import { useLocale } from './useMessages'

/** A plugin's title or label from its description, in the current locale. */
export function useDescribedText(description: PluginDescription | undefined, text: string): string {
  return describedText(description, useLocale(), text)
}

/** The same as a component, for lists (hooks cannot run in a loop). */
export function DescribedText({ description, text }: { description: PluginDescription | undefined; text: string }) {
  return useDescribedText(description, text)
}
