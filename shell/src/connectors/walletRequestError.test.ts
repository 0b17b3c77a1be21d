import { describe, expect, it } from 'vitest'
import { toWalletRequestError, WalletRequestError } from './walletRequestError'

describe('a WalletConnect wallet’s refusal', () => {
  it('becomes an Error with the wallet’s code, message and data', () => {
    const error = toWalletRequestError({ code: 4001, message: 'User rejected the request.' })
    expect(error).toBeInstanceOf(WalletRequestError)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(String(error)).toBe('WalletRequestError: User rejected the request.')
    expect(toWalletRequestError({ code: -32602, message: 'Invalid params', data: { at: 'pubkey' } })).toMatchObject({ code: -32602, data: { at: 'pubkey' } })
  })

  it('passes an Error, or what is no JSON-RPC error, on as it is', () => {
    const thrown = new Error('Missing or invalid. request() method: solana_signAndSendTransaction')
    expect(toWalletRequestError(thrown)).toBe(thrown)
    expect(toWalletRequestError('timeout')).toBe('timeout')
    const odd = { code: '4001', message: 'x' }
    expect(toWalletRequestError(odd)).toBe(odd)
  })
})
