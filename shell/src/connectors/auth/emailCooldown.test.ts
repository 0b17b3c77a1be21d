import { describe, expect, it } from 'vitest'
import { assertEmailCooldownOver } from './emailCooldown'

describe('assertEmailCooldownOver', () => {
  it('lets the first request and one after 30 s through', () => {
    expect(() => assertEmailCooldownOver(undefined, 1_000)).not.toThrow()
    expect(() => assertEmailCooldownOver(0, 30_000)).not.toThrow()
  })
  it('refuses a request within 30 s, with the seconds left rounded up', () => {
    expect(() => assertEmailCooldownOver(0, 12_000)).toThrow('Please try again after 18 seconds')
    expect(() => assertEmailCooldownOver(0, 29_999)).toThrow('Please try again after 1 seconds')
    expect(() => assertEmailCooldownOver(0, 1)).toThrow('Please try again after 30 seconds')
  })
})
