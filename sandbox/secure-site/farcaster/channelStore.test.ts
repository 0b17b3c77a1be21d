import { describe, expect, it } from 'vitest'
import { createChannelStore } from './channelStore'

const metadata = { ip: '127.0.0.1', userAgent: 'test' }
const request = { siweUri: 'http://127.0.0.1:5174/', domain: '127.0.0.1:5174' }
const completion = { message: 'signed', signature: '0x01' as const, fid: 20_001, username: 'alice' }

function setup() {
  let time = 1_000
  const channels = createChannelStore({ ttlMs: 60_000, linkFor: (token, params) => `http://127.0.0.1:5182/app/siwf?channelToken=${token}&nonce=${params.nonce}`, now: () => time })
  return { channels, advance: (ms: number) => (time += ms) }
}

describe('createChannelStore', () => {
  it('makes a channel with a fresh token, a SIWE nonce when none is given, and its link', () => {
    const { channels } = setup()
    const one = channels.create(request, metadata)
    const two = channels.create({ ...request, nonce: 'abcdef123456' }, metadata)
    expect(one.token).not.toBe(two.token)
    expect(one.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(two.nonce).toBe('abcdef123456')
    expect(two.url).toBe(`http://127.0.0.1:5182/app/siwf?channelToken=${two.token}&nonce=abcdef123456`)
    expect(two.signatureParams).toEqual({ ...request, nonce: 'abcdef123456' })
    expect(two.acceptAuthAddress).toBe(true)
  })

  it('reads pending until completed, then completed once, then nothing', () => {
    const { channels } = setup()
    const { token } = channels.create(request, metadata)
    expect(channels.read(token)?.completion).toBeUndefined()
    expect(channels.read(token)?.completion).toBeUndefined()
    expect(channels.complete(token, completion)).toBe(true)
    expect(channels.complete(token, { ...completion, fid: 20_002 })).toBe(false)
    expect(channels.read(token)?.completion).toEqual(completion)
    expect(channels.read(token)).toBeUndefined()
    expect(channels.complete(token, completion)).toBe(false)
  })

  it('forgets a channel once it expires, answered or not', () => {
    const { channels, advance } = setup()
    const pending = channels.create(request, metadata)
    const answered = channels.create(request, metadata)
    channels.complete(answered.token, completion)
    advance(60_000)
    expect(channels.get(pending.token)).toBeUndefined()
    expect(channels.read(answered.token)).toBeUndefined()
    expect(channels.complete(pending.token, completion)).toBe(false)
  })
})
