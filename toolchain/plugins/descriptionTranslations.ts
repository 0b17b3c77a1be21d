import type { PluginDescription, PluginDescriptionSource } from '@portico/contracts'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

type Catalogue = Record<string, unknown>

const readCatalogue = (file: string): Catalogue => JSON.parse(readFileSync(file, 'utf8')) as Catalogue

/** Every title and label a description shows. */
const describedTexts = (description: PluginDescriptionSource): string[] => [
  ...Object.values(description.views).map((view) => view.title),
  ...[description.slots.accountActions, description.slots.accountTabs, description.slots.connectMethods].flatMap((entries) => (entries ?? []).map((entry) => entry.label)),
]

/**
 * The translations of a description's titles and labels, from the plugin's own catalogue
 * (`src/i18n/messages/<locale>.json`): the key whose English message is the text, in each other
 * locale. Only plain messages (no ICU argument) count. None when the plugin has no catalogue.
 */
export function descriptionTranslations(description: PluginDescriptionSource, messagesDir: string): PluginDescription['translations'] {
  if (!existsSync(join(messagesDir, 'en.json'))) return undefined
  const en = readCatalogue(join(messagesDir, 'en.json'))
  const keys = new Map(describedTexts(description).flatMap((text) => {
    const key = Object.keys(en).find((candidate) => en[candidate] === text)
    return key ? [[text, key] as const] : []
  }))
  const translations: Record<string, Record<string, string>> = {}
  for (const file of readdirSync(messagesDir).filter((name) => name.endsWith('.json') && name !== 'en.json')) {
    const catalogue = readCatalogue(join(messagesDir, file))
    const locale = file.replace(/\.json$/, '')
    for (const [text, key] of keys) {
      const message = catalogue[key]
      if (typeof message === 'string' && !message.includes('{')) (translations[locale] ??= {})[text] = message
    }
  }
  return translations as PluginDescription['translations']
}
