import { describe, expect, it } from 'vitest'
import { frameSocialOf } from '../../../secure-site/src/auth/frameSocialOf'
import { sandboxSocialProviders } from './sandboxSocialProviders'

const STAND_IN = { url: 'http://127.0.0.1:5181', authorizationEndpoint: 'http://127.0.0.1:5181/auth' }

describe('sandboxSocialProviders', () => {
  it("points every provider at the stand-in, Apple with its own scope and form_post, as the secure site's preset has it", () => {
    const { providers } = sandboxSocialProviders(STAND_IN)
    const standIn = { issuer: STAND_IN.url, authorizationEndpoint: STAND_IN.authorizationEndpoint }
    expect(providers.apple).toEqual({ clientId: 'apple', ...standIn, scope: 'openid name email', responseMode: 'form_post' })
    expect(providers.google).toEqual({ clientId: 'google', ...standIn, scope: 'openid profile email' })
    // OAuth 2 presets' scopes are the real provider's own: the stand-in's OpenID default serves them.
    expect(providers.github).toEqual({ clientId: 'github', ...standIn })
    expect(Object.keys(providers).sort()).toEqual(['apple', 'discord', 'facebook', 'github', 'google', 'x'])
  })

  it('tells the frame to ask Apple, and only Apple, for response_mode=form_post', () => {
    const { providers } = frameSocialOf(sandboxSocialProviders(STAND_IN))
    expect(providers.apple).toMatchObject({ clientId: 'apple', scope: 'openid name email', responseMode: 'form_post' })
    expect(Object.entries(providers).filter(([, provider]) => provider.responseMode !== undefined).map(([name]) => name)).toEqual(['apple'])
  })
})
