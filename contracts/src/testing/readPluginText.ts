import type { JotaiStore, PluginText } from '../plugin/plugin'

/** A plugin's title or label as the shell shows it now (an atom's current value). */
export const readPluginText = (store: JotaiStore, text: PluginText | undefined): string | undefined =>
  text === undefined || typeof text === 'string' ? text : store.get(text)
