import { describe, expect, it } from 'vitest'
import { formatMessage } from '../i18n/catalogue'
import { AlertMessages } from './alertMessages'
import { errorCatalogue } from './errorCatalogue'
import { errorRegisteringNameMessage } from './errorRegisteringNameMessage'
import { tryAgainAfterMessage } from './tryAgainAfterMessage'
import { UserMessages } from './userMessages'
import { ValidationMessages } from './validationMessages'

describe('errorCatalogue', () => {
  it("holds the spec's messages word for word in English", () => {
    const groups = { UserMessages, AlertMessages, ValidationMessages }
    const expected = Object.entries(groups).flatMap(([group, messages]) => Object.entries(messages).map(([name, text]) => [`${group}.${name}`, text]))
    for (const [key, text] of expected) expect(formatMessage(errorCatalogue.en, key as string)).toBe(text)
    expect(formatMessage(errorCatalogue.en, 'tryAgainAfter', { seconds: 13 })).toBe(tryAgainAfterMessage(12_300))
    expect(formatMessage(errorCatalogue.en, 'errorRegisteringName', { name: 'alice.reown.id' })).toBe(errorRegisteringNameMessage('alice.reown.id'))
  })

  it('loads another locale as its own module', async () => {
    const { default: ar } = await errorCatalogue.load.ar()
    expect(formatMessage(ar, 'tryAgainAfter', { seconds: 2 })).toBe('يُرجى المحاولة مرة أخرى بعد ثانيتين')
    expect(formatMessage(ar, 'tryAgainAfter', { seconds: 5 })).toBe('يُرجى المحاولة مرة أخرى بعد 5 ثوانٍ')
  })
})
