import { describe, expect, it } from 'vitest'
import { assertSendCalls } from './sendCalls'

const to = '0x000000000000000000000000000000000000dEaD'

describe('assertSendCalls', () => {
  it('lets calls whose target and data start with 0x through', () => {
    expect(() => assertSendCalls([{ version: '2.0.0', chainId: '0x7a69', calls: [{ to, data: '0x' }, { to, value: '0x1' }] }])).not.toThrow()
  })
  it('refuses a target or data without 0x, and an empty batch, with a clear message', () => {
    expect(() => assertSendCalls([{ calls: [{ to, data: 'deadbeef' }] }])).toThrow('Each call data must start with 0x')
    expect(() => assertSendCalls([{ calls: [{ to: to.slice(2) }] }])).toThrow('Each call target must start with 0x')
    expect(() => assertSendCalls([{ calls: [] }])).toThrow('wallet_sendCalls needs at least one call')
  })
})
