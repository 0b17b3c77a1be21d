import { describe, expect, it } from 'vitest'
import { MAX_CALLS, parseSendCalls, WalletParamsError } from './sendCallsParams'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const batch = (calls: unknown[], extra: Record<string, unknown> = {}) => [{ version: '2.0.0', chainId: '0x7a69', calls, ...extra }]

function failure(params: unknown): WalletParamsError {
  try {
    parseSendCalls(params)
  } catch (error) {
    if (error instanceof WalletParamsError) return error
    throw error
  }
  throw new Error('parsed')
}

describe('wallet_sendCalls params', () => {
  it('parses the calls with their defaults and the chain id as a number', () => {
    expect(parseSendCalls(batch([{ to, value: '0xde0b6b3a7640000' }, { to: other.toLowerCase(), data: '0xa9059cbb' }], { from: to, atomicRequired: true }))).toEqual({
      chainId: 31337,
      from: to,
      id: undefined,
      atomicRequired: true,
      calls: [
        { to, value: 10n ** 18n, data: '0x' },
        { to: other, value: 0n, data: '0xa9059cbb' },
      ],
    })
  })

  it('names the field whose data or target does not start with 0x', () => {
    expect(failure(batch([{ to }, { to, data: 'a9059cbb' }]))).toMatchObject({ message: 'Invalid wallet_sendCalls params: calls[1].data must be hex data starting with 0x', code: -32602 })
    expect(failure(batch([{ to: to.slice(2) }])).message).toBe('Invalid wallet_sendCalls params: calls[0].to must be an address starting with 0x (0x and 40 hex digits)')
    expect(failure(batch([{ to, value: '12' }])).message).toBe('Invalid wallet_sendCalls params: calls[0].value must be a hex quantity starting with 0x')
  })

  it('refuses an empty batch, a missing chain id and params that are not a list', () => {
    expect(failure(batch([])).message).toBe('Invalid wallet_sendCalls params: calls must hold at least one call')
    expect(failure([{ version: '2.0.0', calls: [{ to }] }]).message).toMatch(/^Invalid wallet_sendCalls params: chainId /)
    expect(failure({ calls: [] })).toMatchObject({ message: 'Invalid wallet_sendCalls params: expected [{ version, chainId, from?, calls: [{ to, data?, value? }], capabilities? }]', code: -32602 })
  })

  it('refuses too many calls (5740) and a capability it does not know unless optional (5700)', () => {
    expect(failure(batch(Array.from({ length: MAX_CALLS + 1 }, () => ({ to }))))).toMatchObject({ code: 5740 })
    expect(failure(batch([{ to }], { capabilities: { paymasterService: { url: 'https://pm' } } }))).toMatchObject({ message: 'Unsupported capability: paymasterService', code: 5700 })
    expect(parseSendCalls(batch([{ to }], { capabilities: { paymasterService: { url: 'https://pm', optional: true } } })).calls).toHaveLength(1)
  })
})
