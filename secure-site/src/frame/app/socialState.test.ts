import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dappReturnUrl, readSocialState, socialState } from './socialState'

const DAPP = 'http://127.0.0.1:5173'

describe('socialState', () => {
  it('reads back the dapp origin and return URL it carries', () => {
    expect(readSocialState(socialState('id0123456789abcdef', `${DAPP}/app?x=1`))).toEqual({ dappOrigin: DAPP, returnUrl: `${DAPP}/app?x=1` })
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.base64String({ minLength: 1, maxLength: 40 }), (url, id) => {
        const returnUrl = new URL(url).href
        fc.pre(returnUrl.length <= 2_048)
        const safeId = id.replace(/[^A-Za-z0-9_-]/g, 'a')
        expect(readSocialState(socialState(safeId, returnUrl))).toEqual({ dappOrigin: new URL(returnUrl).origin, returnUrl })
      }),
    )
    // A hundred generated URLs: milliseconds on a quiet machine, seconds beside the browser tests.
  }, 60_000)

  it('reads nothing from other states', () => {
    fc.assert(fc.property(fc.string(), (state) => void readSocialState(state)))
    expect(readSocialState('random-only')).toBeUndefined()
    expect(readSocialState(`a.${Buffer.from('data:text/html,x').toString('base64url')}`)).toBeUndefined()
    expect(readSocialState(`a.${Buffer.from(`${DAPP}/`).toString('base64url')}.extra`)).toBeUndefined()
  })

  it('returns to the metadata URL only on the dapp origin, else to its root', () => {
    expect(dappReturnUrl(DAPP, `${DAPP}/swap?from=eth`)).toBe(`${DAPP}/swap?from=eth`)
    expect(dappReturnUrl(DAPP, 'https://other.example/')).toBe(`${DAPP}/`)
    expect(dappReturnUrl(DAPP, 'javascript:alert(1)')).toBe(`${DAPP}/`)
    expect(dappReturnUrl(DAPP, `${DAPP}/${'a'.repeat(3_000)}`)).toBe(`${DAPP}/`)
    expect(dappReturnUrl(DAPP, undefined)).toBe(`${DAPP}/`)
  })
})
