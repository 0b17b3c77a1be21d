import { describe, expect, it } from 'vitest'
import { postedUserName } from '../../../secure-site/src/frame/postedUserName'
import { appleNameOf, appleUserField } from './appleUser'

describe('appleNameOf', () => {
  it('makes a first and last name of a username, or a first name alone', () => {
    expect(appleNameOf('ann.lee')).toEqual({ firstName: 'Ann', lastName: 'Lee' })
    expect(appleNameOf('jean-luc_de.la-mer')).toEqual({ firstName: 'Jean', lastName: 'Luc De La Mer' })
    expect(appleNameOf('alice')).toEqual({ firstName: 'Alice' })
    expect(appleNameOf('e2e')).toEqual({ firstName: 'E2e' })
  })
})

describe('appleUserField', () => {
  it("is Apple's JSON, with the name and email the scope asks for, and absent when it asks for neither", () => {
    const name = { firstName: 'Ann', lastName: 'Lee' }
    expect(appleUserField('openid name email', name, 'ann@apple.example')).toBe('{"name":{"firstName":"Ann","lastName":"Lee"},"email":"ann@apple.example"}')
    expect(JSON.parse(appleUserField('openid email', name, 'ann@apple.example') ?? '')).toEqual({ email: 'ann@apple.example' })
    expect(JSON.parse(appleUserField('openid name', name, 'ann@apple.example') ?? '')).toEqual({ name })
    expect(appleUserField('openid profile', name, 'ann@apple.example')).toBeUndefined()
  })

  it('is read by the secure site as the name it carries', () => {
    expect(postedUserName(appleUserField('openid name email', appleNameOf('ann.lee'), 'a@apple.example') ?? null)).toBe('Ann Lee')
    expect(postedUserName(appleUserField('openid name email', { lastName: 'Lee' }, 'a@apple.example') ?? null)).toBe('Lee')
  })
})
