import type { TokenBalance } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { receiverWarning } from './receiverWarning'

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const PEUR = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 3000, quantity: { decimals: '18', numeric: '2' }, iconUrl: '' }
const pusd: TokenBalance = { ...eth, name: 'Portico Dollar', symbol: 'PUSD', address: `eip155:31337:${PUSD}`, quantity: { decimals: '6', numeric: '100' } }
const peur: TokenBalance = { ...pusd, name: 'Portico Euro', symbol: 'PEUR', address: `eip155:31337:${PEUR}` }
const warn = (receiver: string | undefined, token: TokenBalance | undefined = eth, namespace: 'eip155' | 'solana' = 'eip155') => receiverWarning({ receiver, namespace, token, tokenBalances: [eth, pusd, peur] })

describe('receiverWarning', () => {
  it('says nothing of an ordinary address, checksummed or all lower case, nor of no receiver', () => {
    expect(warn(BOB)).toBeUndefined()
    expect(warn(BOB.toLowerCase())).toBeUndefined()
    expect(warn(`0x${BOB.slice(2).toUpperCase()}`)).toBeUndefined()
    expect(warn(undefined)).toBeUndefined()
  })

  it('blocks the zero address', () => {
    expect(warn('0x0000000000000000000000000000000000000000')).toEqual({ kind: 'zeroAddress', blocking: true })
  })

  it('blocks a mixed-case address whose EIP-55 checksum is wrong', () => {
    expect(warn(BOB.replace('C51812dc', 'c51812dc'))).toEqual({ kind: 'badChecksum', blocking: true })
    expect(warn(PUSD.replace('FbDB', 'fbDB'))).toEqual({ kind: 'badChecksum', blocking: true })
  })

  it('warns, without blocking, of a token contract: the one being sent, or any listed', () => {
    expect(warn(PUSD, pusd)).toEqual({ kind: 'tokenContract', blocking: false, symbol: 'PUSD' })
    expect(warn(PUSD.toLowerCase(), eth)).toEqual({ kind: 'tokenContract', blocking: false, symbol: 'PUSD' })
    expect(warn(PEUR, pusd)).toEqual({ kind: 'tokenContract', blocking: false, symbol: 'PEUR' })
  })

  it("warns of a Solana token's mint as the receiver", () => {
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
    const usdc: TokenBalance = { ...pusd, symbol: 'USDC', chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', address: `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${mint}` }
    expect(receiverWarning({ receiver: mint, namespace: 'solana', token: usdc, tokenBalances: [] })).toEqual({ kind: 'tokenContract', blocking: false, symbol: 'USDC' })
    expect(receiverWarning({ receiver: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', namespace: 'solana', token: usdc, tokenBalances: [] })).toBeUndefined()
  })
})
