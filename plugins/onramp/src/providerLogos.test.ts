import { describe, expect, it } from 'vitest'
import { providerLogo } from './providerLogos'

describe('providerLogo', () => {
  it('draws the known providers, and nothing for another (its initials show instead)', () => {
    expect(providerLogo('coinbase')).toMatch(/^data:image\/svg\+xml,%3Csvg/)
    expect(providerLogo('meld')).toMatch(/^data:image\/svg\+xml,%3Csvg/)
    expect(providerLogo('acme')).toBeUndefined()
  })
})
