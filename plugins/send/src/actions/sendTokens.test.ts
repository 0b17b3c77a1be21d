import { UserMessages, type TokenBalance } from '@portico/contracts'
import { createTestHost, TEST_ADDRESS, TEST_NETWORK } from '@portico/contracts/testing'
import { describe, expect, it } from 'vitest'
import { recordingRpc } from '../testing'
import { sendTokens, SendTokensError, type SendTokensParameters } from './sendTokens'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 2000, quantity: { decimals: '18', numeric: '5' }, iconUrl: '' }
const parameters: SendTokensParameters = { from: TEST_ADDRESS, network: TEST_NETWORK, token: eth, amount: '1', to, gasPrice: 1_000_000_000n }

const setup = (answer: () => Promise<unknown>) => {
  const { rpc, calls } = recordingRpc(answer)
  return { ...createTestHost({ rpc }), calls }
}

describe('sendTokens', () => {
  it('sends the native transfer and returns the hash, with no navigation nor toast', async () => {
    const { host, calls, routes, toasts } = setup(async () => '0xhash')
    await expect(sendTokens(host, parameters)).resolves.toBe('0xhash')
    expect(calls).toEqual([{ method: 'eth_sendTransaction', params: [{ from: TEST_ADDRESS, to, value: '0xde0b6b3a7640000', gasPrice: '0x3b9aca00' }] }])
    expect(routes).toEqual([])
    expect(toasts).toEqual([])
  })

  it('throws a SendTokensError carrying the wallet\'s refusal', async () => {
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { host } = setup(() => Promise.reject(refusal))
    const error = await sendTokens(host, parameters).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(SendTokensError)
    expect(error).toMatchObject({ message: UserMessages.FAILED_TO_SEND_TRANSACTION, details: 'User rejected the request.', cause: refusal })
  })

  it('throws a SendTokensError, asking the wallet nothing, for a draft that cannot be sent', async () => {
    const { host, calls } = setup(async () => '0xhash')
    await expect(sendTokens(host, { ...parameters, amount: undefined })).rejects.toBeInstanceOf(SendTokensError)
    expect(calls).toEqual([])
  })
})
