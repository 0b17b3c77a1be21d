// @isolated: a SolanaAdapter changes what every later solana provider and Connection gets, so this file starts from the modules' first import.
import { describe, expect, it } from 'vitest'
import { walletProviderOf } from '../../connection/walletProvider'
import { fakeConnector } from '../../testing/fakeConnector'
import { solanaDevnet } from '../../networks'
import { SolanaAdapter } from './appKitSolanaAdapter'
import { solanaConnectionOf } from './solanaConnection'
import type { Provider } from './solanaProvider'

const ADDRESS = '11111111111111111111111111111111'
const METHODS = ['signMessage', 'signTransaction', 'signAllTransactions', 'signAndSendTransaction', 'sendTransaction'] as const

describe('SolanaAdapter', () => {
  it("puts AppKit's Solana methods on the solana providers made from then on; AppKit's { wallets } is taken and unused", () => {
    const before = walletProviderOf(fakeConnector({ chain: 'solana', address: ADDRESS }).connector)
    expect(METHODS.filter((method) => method in before)).toEqual([])

    const adapter = new SolanaAdapter({ wallets: [{ name: 'Phantom' }] })
    expect(adapter).toMatchObject({ type: 'solana', namespace: 'solana' })
    const after = walletProviderOf(fakeConnector({ chain: 'solana', address: ADDRESS }).connector) as Provider
    expect(METHODS.filter((method) => typeof after[method] === 'function')).toEqual([...METHODS])
    expect('publicKey' in after).toBe(true)
    // Other namespaces' providers get none of them.
    expect(walletProviderOf(fakeConnector({ chain: 'eip155', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }).connector)).not.toHaveProperty('signMessage')
  })

  it("gives useAppKitConnection's Connections its connectionSettings ('confirmed' without)", () => {
    new SolanaAdapter()
    expect(solanaConnectionOf(solanaDevnet)?.commitment).toBe('confirmed')
    new SolanaAdapter({ connectionSettings: 'processed' })
    expect(solanaConnectionOf(solanaDevnet)?.commitment).toBe('processed')
  })
})
