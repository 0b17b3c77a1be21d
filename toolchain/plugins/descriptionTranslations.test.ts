import { describe, expect, it } from 'vitest'
import { fileURLToPath } from 'node:url'
import { description as send } from '../../plugins/send/src/description'
import { descriptionTranslations } from './descriptionTranslations'

const messages = fileURLToPath(new URL('../../plugins/send/src/i18n/messages', import.meta.url))

describe('descriptionTranslations', () => {
  it("translates a description's titles and labels from the plugin's own catalogue", () => {
    const translations = descriptionTranslations(send, messages)
    expect(translations?.es).toEqual({ Send: 'Enviar', 'Select Token': 'Seleccionar token', 'Review Send': 'Revisar envío' })
    expect(Object.keys(translations ?? {}).sort()).toEqual(['ar', 'de', 'es', 'fr', 'ja', 'ko', 'pt', 'zh'])
  })

  it('gives none for a plugin without a catalogue', () => {
    expect(descriptionTranslations(send, '/nonexistent')).toBeUndefined()
  })
})
