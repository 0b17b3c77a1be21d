import { ValidationMessages } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { nameDraft } from './nameDraft'

describe('nameDraft', () => {
  it('may register a name that keeps the rule and was found free under its full name', () => {
    const draft = nameDraft(' alice ', { name: 'alice.reown.id', status: 'available' }, undefined)
    expect(draft).toMatchObject({ name: 'alice', invalid: false, fullName: 'alice.reown.id', canRegister: true })
  })

  it('ignores an answer for another name, and names what breaks the rule', () => {
    expect(nameDraft('alice', { name: 'bobby.reown.id', status: 'available' }, undefined)).toMatchObject({ current: undefined, canRegister: false })
    expect(nameDraft('-alice', undefined, undefined)).toMatchObject({ invalid: true, issue: ValidationMessages.ACCOUNT_NAME_HYPHEN_AT_EDGE, fullName: undefined })
    expect(nameDraft('', undefined, undefined).invalid).toBe(false)
  })

  it('keeps a failed registration only', () => {
    expect(nameDraft('alice', undefined, { name: 'alice.reown.id', status: 'failed', error: 'no' }).failedRegistration?.error).toBe('no')
    expect(nameDraft('alice', undefined, { name: 'alice.reown.id', status: 'registering' }).failedRegistration).toBeUndefined()
  })
})
