import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { eip6963ProviderDetailSchema, eip6963ProviderInfoSchema } from './eip6963'

const info = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'Sandbox Wallet',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  rdns: 'dev.portico.sandbox',
}

describe('eip6963ProviderInfoSchema', () => {
  it('accepts a valid announcement', () => {
    expect(eip6963ProviderInfoSchema.parse(info)).toEqual(info)
    expect(eip6963ProviderInfoSchema.parse({ ...info, icon: 'data:image/png,abc' }).icon).toBe('data:image/png,abc')
  })

  it('rejects a bad uuid, an empty name or rdns, or an icon that is not an image data URI', () => {
    for (const patch of [
      { uuid: 'wallet-1' },
      { name: '' },
      { rdns: '' },
      { icon: 'https://wallet.example/icon.svg' },
      { icon: 'data:text/html,<script></script>' },
    ]) {
      expect(eip6963ProviderInfoSchema.safeParse({ ...info, ...patch }).success).toBe(false)
    }
  })

  it('accepts any UUID and any image data URI', () => {
    fc.assert(
      fc.property(fc.uuid({ version: 4 }), fc.constantFrom('png', 'svg+xml', 'webp'), fc.base64String(), (uuid, type, data) => {
        expect(eip6963ProviderInfoSchema.safeParse({ ...info, uuid, icon: `data:image/${type};base64,${data}` }).success).toBe(true)
      }),
    )
  })
})

describe('eip6963ProviderDetailSchema', () => {
  it('parses an announce event detail and keeps the provider', () => {
    const provider = { request: async () => [] }
    const detail = eip6963ProviderDetailSchema.parse({ info, provider })
    expect(detail.provider).toBe(provider)
    expect(eip6963ProviderDetailSchema.safeParse({ info, provider: {} }).success).toBe(false)
  })
})
