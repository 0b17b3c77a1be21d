import type { TokenBalance } from '@portico/contracts'
import { describe, expect, it, vi } from 'vitest'
import { createSendAtoms } from '../atoms'
import { createTestHost, TEST_NETWORK } from '@portico/contracts/testing'
import { loadGasPrice } from './loadGasPrice'

const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 2000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' }
const pusd: TokenBalance = { ...eth, symbol: 'PUSD', address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3', price: 1 }

const setup = (answer: () => Promise<unknown>) => {
  const test = createTestHost({ rpc: { request: answer } })
  const atoms = createSendAtoms()
  test.host.store.set(atoms.tokenBalances, [eth, pusd])
  return { ...test, atoms }
}

describe('loadGasPrice', () => {
  it('reads eth_gasPrice and prices a native transfer at the native price', async () => {
    const { host, atoms } = setup(async () => '0x3b9aca00')
    await loadGasPrice(host, atoms)
    expect(host.store.get(atoms.gasPrice)).toBe(1_000_000_000n)
    expect(host.store.get(atoms.gasPriceInUSD)).toBeCloseTo(0.042)
  })
  it('prices the bigger gas of an ERC-20 transfer', async () => {
    const { host, atoms } = setup(async () => '0x3b9aca00')
    host.store.set(atoms.token, pusd)
    await loadGasPrice(host, atoms)
    expect(host.store.get(atoms.gasPriceInUSD)).toBeCloseTo(0.13)
  })
  it('forgets the gas price when the wallet cannot tell', async () => {
    const { host, atoms } = setup(async () => null)
    host.store.set(atoms.gasPrice, 5n)
    await loadGasPrice(host, atoms)
    expect(host.store.get(atoms.gasPrice)).toBeUndefined()
  })
  it('asks nothing on Solana: the fee is 5000 lamports, priced at the SOL price', async () => {
    const request = vi.fn(async () => '0x1')
    const { host, atoms, network } = setup(request)
    host.store.set(network, { ...TEST_NETWORK, id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', chainNamespace: 'solana', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } })
    host.store.set(atoms.tokenBalances, [{ ...eth, name: 'Solana', symbol: 'SOL', chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', price: 100, quantity: { decimals: '9', numeric: '1' } }])
    await loadGasPrice(host, atoms)
    expect(request).not.toHaveBeenCalled()
    expect(host.store.get(atoms.gasPrice)).toBe(5000n)
    expect(host.store.get(atoms.gasPriceInUSD)).toBeCloseTo(0.0005)
  })
})
