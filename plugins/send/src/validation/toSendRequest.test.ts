import type { TokenBalance } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { toSendRequest } from './toSendRequest'

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 2000, quantity: { decimals: '18', numeric: '5' }, iconUrl: '' }
const pusd: TokenBalance = { ...eth, symbol: 'PUSD', address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3', quantity: { decimals: '6', numeric: '5' } }
const draft = { namespace: 'eip155' as const, from, token: eth, sendTokenAmount: '1.5', receiverAddress: to, gasPrice: 7n }

describe('toSendRequest', () => {
  it('builds a native send with receiver, amount, gas price and decimals', () => {
    expect(toSendRequest(draft)).toEqual({ kind: 'native', from, to, value: 15n * 10n ** 17n, gasPrice: 7n })
  })
  it('needs a gas price, an amount and a receiver for a native send', () => {
    const message = 'A native send needs a receiver, an amount, a gas price and decimals'
    expect(() => toSendRequest({ ...draft, gasPrice: undefined })).toThrow(message)
    expect(() => toSendRequest({ ...draft, sendTokenAmount: undefined })).toThrow(message)
    expect(() => toSendRequest({ ...draft, receiverAddress: undefined })).toThrow(message)
    expect(() => toSendRequest({ ...draft, token: undefined })).toThrow(message)
  })
  it('refuses the zero address and a wrong checksum, native or token', () => {
    for (const receiverAddress of ['0x0000000000000000000000000000000000000000', to.replace('C51812dc', 'c51812dc')]) {
      for (const token of [eth, pusd]) expect(() => toSendRequest({ ...draft, token, receiverAddress })).toThrow('The receiver cannot be sent to')
    }
  })
  it('builds a token transfer without needing a gas price', () => {
    expect(toSendRequest({ ...draft, token: pusd, gasPrice: undefined })).toEqual({
      kind: 'token',
      from,
      tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      to,
      amount: 1_500_000n,
    })
    expect(() => toSendRequest({ ...draft, token: pusd, receiverAddress: 'bobby.reown.id' })).toThrow('A token transfer needs a token address, an amount and a receiver')
  })
  it('gives the spec message for a Solana draft lacking amount or receiver', () => {
    expect(() => toSendRequest({ ...draft, namespace: 'solana', receiverAddress: undefined })).toThrow('Please enter a valid amount and receiver address')
    expect(() => toSendRequest({ ...draft, namespace: 'solana', sendTokenAmount: '' })).toThrow('Please enter a valid amount and receiver address')
  })
  it('builds a SOL transfer in lamports on solana, and an SPL one for a token with a mint', () => {
    const solFrom = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    const solTo = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    const sol = { ...eth, symbol: 'SOL', chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', quantity: { decimals: '9', numeric: '5' } }
    const solana = { namespace: 'solana' as const, from: solFrom, token: sol, sendTokenAmount: '1.5', receiverAddress: solTo, gasPrice: undefined }
    expect(toSendRequest(solana)).toEqual({ kind: 'solana-native', from: solFrom, to: solTo, lamports: 1_500_000_000n })
    expect(() => toSendRequest({ ...solana, receiverAddress: to })).toThrow('Please enter a valid amount and receiver address')
    expect(() => toSendRequest({ ...solana, from: undefined })).toThrow('No ActiveCaipAddress found')
    const usdc = { ...sol, symbol: 'USDC', address: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', quantity: { decimals: '6', numeric: '5' } }
    expect(toSendRequest({ ...solana, token: usdc })).toEqual({ kind: 'solana-token', from: solFrom, to: solTo, mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', amount: 1_500_000n, decimals: 6 })
    expect(() => toSendRequest({ ...solana, token: { ...usdc, address: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:0xnotamint' } })).toThrow('Chain is not supported')
  })
  it('needs the connected address', () => {
    expect(() => toSendRequest({ ...draft, from: undefined })).toThrow('No ActiveCaipAddress found')
  })
})
