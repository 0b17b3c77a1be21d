import { describe, expect, it } from 'vitest'
import { nameRegistrationMessage, nameRegistrationMessageSchema } from './nameRegistrationMessage'

describe('nameRegistrationMessage', () => {
  it('is the JSON of name, empty attributes and the time in whole seconds, in that order', () => {
    expect(nameRegistrationMessage('alice.reown.id', 1_700_000_000_999)).toBe('{"name":"alice.reown.id","attributes":{},"timestamp":1700000000}')
  })

  it('parses back with its schema', () => {
    const text = nameRegistrationMessage('bob-01.reown.id', Date.UTC(2026, 0, 1))
    expect(nameRegistrationMessageSchema.parse(JSON.parse(text))).toEqual({ name: 'bob-01.reown.id', attributes: {}, timestamp: Date.UTC(2026, 0, 1) / 1000 })
    expect(nameRegistrationMessageSchema.safeParse({ name: 'x', attributes: {}, timestamp: 1.5 }).success).toBe(false)
  })
})
