import type { TokenBalance } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { TEST_ADDRESS } from '@portico/contracts/testing'
import { draftHost } from '../../testing'
import { sendDraft } from './sendDraft'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 2000, quantity: { decimals: '18', numeric: '5' }, iconUrl: '' }

const setup = (answer: (method: string) => Promise<unknown>) => {
  const test = draftHost(answer, { token: eth, amount: '1', to })
  test.host.store.set(test.atoms.gasPrice, 1_000_000_000n)
  return test
}

describe('sendDraft', () => {
  it('goes to Account, sends, then says Transaction started and resets the draft', async () => {
    const { host, atoms, calls, routes, toasts } = setup(async (method) => (method === 'eth_sendTransaction' ? '0xhash' : Promise.reject(new Error('no'))))
    expect(await sendDraft(host, atoms)).toBe('0xhash')
    expect(routes).toEqual(['reset Account'])
    expect(calls[0]).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: TEST_ADDRESS, to, value: '0xde0b6b3a7640000', gasPrice: '0x3b9aca00' }],
    })
    expect(toasts[0]).toEqual({ message: 'Transaction started', variant: 'success' })
    expect(host.store.get(atoms.token)).toBeUndefined()
    expect(host.store.get(atoms.receiverInput)).toBe('')
    expect(host.store.get(atoms.loading)).toBe(false)
  })

  it('keeps the draft when the wallet rejects, and says so', async () => {
    const { host, atoms, toasts } = setup(() => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })))
    expect(await sendDraft(host, atoms)).toBeUndefined()
    expect(toasts).toEqual([{ message: 'Failed to send transaction. Please try again.', variant: 'error' }])
    expect(host.store.get(atoms.token)).toEqual(eth)
    expect(host.store.get(atoms.sendTokenAmount)).toBe('1')
    expect(host.store.get(atoms.receiverAddress)).toBe(to)
  })
})
