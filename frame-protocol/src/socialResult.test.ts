import { describe, expect, it } from 'vitest'
import { socialResult, socialResultError, socialResultMessageSchema } from './socialResult'

describe('social result', () => {
  it('builds and parses the callback message; a non-https result is refused', () => {
    const message = socialResult('https://secure.example/oauth/callback?code=abc&state=s1')
    expect(socialResultMessageSchema.safeParse(message).success).toBe(true)
    expect(message).toEqual({ resultUri: 'https://secure.example/oauth/callback?code=abc&state=s1' })
    expect(socialResultMessageSchema.safeParse({ resultUri: 'javascript:alert(1)' }).success).toBe(false)
  })
  it('reads the provider error of a result, with its description when there is one', () => {
    expect(socialResultError('https://secure.example/cb?error=access_denied')).toBe('access_denied')
    expect(socialResultError('https://secure.example/cb?error=access_denied&error_description=The+user+cancelled')).toBe('The user cancelled')
    expect(socialResultError('https://secure.example/cb?code=abc')).toBeUndefined()
    expect(socialResultError('not a url')).toBeUndefined()
  })
})
