import { TELEGRAM_RESULT_URI_PARAM } from '@portico/contracts'
import { HOSTED_FRAME_MESSAGES, hostedShapeMismatches } from '@portico/contracts/testing'
import { describe, expect, it } from 'vitest'
import { socialCallbackAction } from './socialCallback'
import { socialState } from './socialState'

const DAPP = 'http://127.0.0.1:5173'
const CALLBACK = 'http://127.0.0.1:5174/oauth/callback'
const allowedDappOrigins = [DAPP]
const resultFor = (returnUrl: string, extra = 'code=abc') => `${CALLBACK}?${extra}&state=${encodeURIComponent(socialState('id0123456789abcdef', returnUrl))}&iss=http%3A%2F%2F127.0.0.1%3A5181`

describe('socialCallbackAction', () => {
  it('posts the whole callback URL to the opener on the dapp origin of the state', () => {
    const href = resultFor(`${DAPP}/app?tab=1`)
    expect(socialCallbackAction(href, { allowedDappOrigins, hasOpener: true })).toEqual({
      kind: 'post',
      message: { resultUri: href },
      targetOrigin: DAPP,
    })
    // What the hosted secure site's popup posts: `{ resultUri }`, no type.
    const action = socialCallbackAction(href, { allowedDappOrigins, hasOpener: true })
    expect(action.kind === 'post' && hostedShapeMismatches(action.message, HOSTED_FRAME_MESSAGES.socialResult)).toEqual([])
  })

  it('carries an error answer the same way (Cancel at the provider)', () => {
    const href = resultFor(`${DAPP}/`, 'error=access_denied&error_description=The+user+canceled+the+sign-in')
    expect(socialCallbackAction(href, { allowedDappOrigins, hasOpener: true })).toMatchObject({ kind: 'post', targetOrigin: DAPP })
  })

  it('without an opener (Telegram), goes back to the return URL with result_uri', () => {
    const href = resultFor(`${DAPP}/app?tab=1#top`)
    const action = socialCallbackAction(href, { allowedDappOrigins, hasOpener: false })
    if (action.kind !== 'redirect') throw new Error(action.kind)
    const url = new URL(action.url)
    expect(url.origin + url.pathname).toBe(`${DAPP}/app`)
    expect(url.searchParams.get('tab')).toBe('1')
    expect(url.searchParams.get(TELEGRAM_RESULT_URI_PARAM)).toBe(href)
    expect(url.hash).toBe('#top')
  })

  it.each([
    ['a dapp origin off the allow-list', resultFor('http://evil.example/')],
    ['no state', `${CALLBACK}?code=abc`],
    ['a state without a return URL', `${CALLBACK}?code=abc&state=plain-random-state`],
    ['a javascript: return URL', `${CALLBACK}?code=abc&state=id.${Buffer.from('javascript:alert(1)').toString('base64url')}`],
    ['a state that is not base64url', `${CALLBACK}?code=abc&state=id.%25%25%25`],
  ])('sends nothing for %s', (_name, href) => {
    expect(socialCallbackAction(href, { allowedDappOrigins, hasOpener: true }).kind).toBe('invalid')
    expect(socialCallbackAction(href, { allowedDappOrigins, hasOpener: false }).kind).toBe('invalid')
  })
})
