import { describe, expect, expectTypeOf, it } from 'vitest'
import { FRAME_REQUEST_TYPES } from './frameEventTypes'
import { frameRequest } from './frameRequest'

describe('frameRequest', () => {
  it('builds a typed request with its id', () => {
    const request = frameRequest(FRAME_REQUEST_TYPES.CONNECT_EMAIL, { email: 'ada@portico.example' }, 'r1')
    expect(request).toEqual({ id: 'r1', type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'ada@portico.example' } })
    expectTypeOf(request.payload).toEqualTypeOf<{ email: string }>()
    expect(frameRequest('@w3m-app/SIGN_OUT', undefined, 'r2')).toEqual({ id: 'r2', type: '@w3m-app/SIGN_OUT', payload: undefined })
  })

  it('refuses a payload the frame would refuse, with the first issue to show', () => {
    expect(() => frameRequest('@w3m-app/CONNECT_EMAIL', { email: 'not an email' }, 'r1')).toThrow(/email/i)
    expect(() => frameRequest('@w3m-app/CONNECT_OTP', { otp: '12345' }, 'r1')).toThrow('Expected a 6-digit code')
    expect(() => frameRequest('@w3m-app/SWITCH_NETWORK', { chainId: 'bip122:000000000019d6689c085ae165831e93' }, 'r1')).toThrow('Expected an eip155 or solana network id')
    expect(() => frameRequest('@w3m-app/SWITCH_NETWORK', { chainId: 1.5 }, 'r1')).toThrow()
    expect(() => frameRequest('@w3m-app/GET_SOCIAL_REDIRECT_URI', { provider: 'farcaster' as never }, 'r1')).toThrow()
    expect(() => frameRequest('@w3m-app/RPC_REQUEST', { method: 'eth_call;drop' }, 'r1')).toThrow('Expected an RPC method name')
  })

  it('throws the first issue alone, never zod\'s JSON of every issue (it reaches the user and the dapp)', () => {
    const thrown = (() => {
      try {
        frameRequest('@w3m-app/RPC_REQUEST', { method: 'wallet_sendCalls', params: [{ calls: [{ to: '0x1', data: undefined }] }] as never }, 'r1')
      } catch (error) {
        return error
      }
    })()
    expect(thrown).toBeInstanceOf(Error)
    expect((thrown as Error).message).toBe('Expected the params as JSON values')
  })
})
