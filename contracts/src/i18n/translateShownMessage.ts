import type { Catalogue, Translate } from './catalogue'
import { formatMessage } from './catalogue'

const englishKeys = new WeakMap<Catalogue, Map<string, string>>()

/** English text -> key, for the catalogue's messages that take no arguments. */
function keysByEnglish(catalogue: Catalogue): Map<string, string> {
  let keys = englishKeys.get(catalogue)
  if (!keys) {
    keys = new Map()
    for (const key of Object.keys(catalogue.en)) {
      try {
        const text = formatMessage(catalogue.en, key)
        if (text !== undefined) keys.set(text, key)
      } catch {
        // A message that needs arguments: never looked up by its text.
      }
    }
    englishKeys.set(catalogue, keys)
  }
  return keys
}

/**
 * A message that reached the screen as English text (a toast, an alert, a shown error): its
 * translation when it is one of the catalogue's messages, else the text as it is (a wallet's
 * own error, say). State and events keep the English text; only the screen changes.
 * @example translateShownMessage(errorCatalogue, t, 'Signature declined') // 'Firma rechazada' in es
 */
export function translateShownMessage<Key extends string>(catalogue: Catalogue<Key>, t: Translate<Key>, text: string): string {
  const key = keysByEnglish(catalogue).get(text)
  return key === undefined ? text : t(key as Key)
}
