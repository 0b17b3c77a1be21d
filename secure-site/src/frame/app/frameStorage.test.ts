import { describe, expect, it } from 'vitest'
import { createFrameStorage } from './frameStorage'
import { memoryStorage } from './memoryStorage'

describe('createFrameStorage', () => {
  it('makes a url-safe device id once and keeps it', () => {
    const storage = memoryStorage()
    const stored = createFrameStorage(storage)
    const id = stored.deviceId()
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,}$/)
    expect(createFrameStorage(storage).deviceId()).toBe(id)
  })

  it('replaces a device id that does not parse', () => {
    const storage = memoryStorage({ 'portico-secure-site:device-id': JSON.stringify('short') })
    expect(createFrameStorage(storage).deviceId()).toMatch(/^[A-Za-z0-9_-]{16,}$/)
  })

  it('reads back the session token, drops a broken one, and clears it', () => {
    const storage = memoryStorage()
    const stored = createFrameStorage(storage)
    expect(stored.readSession()).toBeUndefined()
    stored.writeSession({ token: 'abc.def.ghi' })
    expect(createFrameStorage(storage).readSession()).toEqual({ token: 'abc.def.ghi' })
    stored.clearSession()
    expect(stored.readSession()).toBeUndefined()
    storage.setItem('portico-secure-site:session', '{not json')
    expect(stored.readSession()).toBeUndefined()
    storage.setItem('portico-secure-site:session', JSON.stringify({ token: 42 }))
    expect(stored.readSession()).toBeUndefined()
  })

  it('keeps the social sign-in under way, parsed: a tampered one is not read', () => {
    const storage = memoryStorage()
    const stored = createFrameStorage(storage)
    const flow = { provider: 'google' as const, state: 's1.aHR0cDovLzEyNy4wLjAuMTo1MTczLw', codeVerifier: 'v'.repeat(43), nonce: 'n'.repeat(22), dappOrigin: 'http://127.0.0.1:5173', startedAt: 1 }
    expect(stored.readSocialFlow()).toBeUndefined()
    stored.writeSocialFlow(flow)
    expect(createFrameStorage(storage).readSocialFlow()).toEqual(flow)
    storage.setItem('portico-secure-site:social-flow', JSON.stringify({ ...flow, provider: 'myspace' }))
    expect(stored.readSocialFlow()).toBeUndefined()
    storage.setItem('portico-secure-site:social-flow', JSON.stringify({ ...flow, dappOrigin: 'http://127.0.0.1:5173/path' }))
    expect(stored.readSocialFlow()).toBeUndefined()
    stored.clearSocialFlow()
    expect(storage.entries.has('portico-secure-site:social-flow')).toBe(false)
  })
})
