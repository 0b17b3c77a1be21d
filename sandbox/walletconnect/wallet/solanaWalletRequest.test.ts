import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { SANDBOX_SOLANA_ADDRESS } from '../../src/wallets/solana/keys'
import { readSessionRequest } from './sessionRequest'
import { WALLETCONNECT_SOLANA_ADDRESS, WALLETCONNECT_SOLANA_PUBLIC_KEY } from './solanaKey'
import { readSolanaWalletRequest, runSolanaWalletRequest } from './solanaWalletRequest'

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const pubkey = WALLETCONNECT_SOLANA_ADDRESS
const wallet = new PublicKey(WALLETCONNECT_SOLANA_ADDRESS)
const receiver = new PublicKey(SANDBOX_SOLANA_ADDRESS)
const blockhash = base58.encode(new Uint8Array(32).fill(9))
const transfer = (from: PublicKey, lamports: number) => SystemProgram.transfer({ fromPubkey: from, toPubkey: receiver, lamports })

/** A legacy transfer the wallet pays for, unsigned, as the dapp sends it (base64). */
const legacyTransfer = (from = wallet) =>
  base64.encode(new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(transfer(from, 1000)).serialize({ requireAllSignatures: false, verifySignatures: false }))
const v0Transfer = () =>
  base64.encode(new VersionedTransaction(new TransactionMessage({ payerKey: wallet, recentBlockhash: blockhash, instructions: [transfer(wallet, 2000)] }).compileToV0Message()).serialize())

const codeOf = (read: () => unknown) => {
  try {
    read()
  } catch (error) {
    return (error as { code?: number }).code
  }
  return undefined
}

describe('Solana requests the sandbox WalletConnect wallet asks the user about', () => {
  it('shows solana_signMessage as text and signs it with its own Ed25519 key', () => {
    const message = new TextEncoder().encode('Hello Portico from AppKit!')
    const request = readSolanaWalletRequest('solana_signMessage', { message: base58.encode(message), pubkey }, DEVNET)
    expect(request.details).toEqual([
      { label: 'Network', value: 'Solana Devnet' },
      { label: 'Account', value: WALLETCONNECT_SOLANA_ADDRESS },
      { label: 'Message', value: 'Hello Portico from AppKit!' },
    ])
    const answer = runSolanaWalletRequest(request)
    if (!('signature' in answer)) throw new Error('no signature')
    expect(ed25519.verify(base58.decode(answer.signature), message, WALLETCONNECT_SOLANA_PUBLIC_KEY)).toBe(true)
    expect(ed25519.verify(base58.decode(answer.signature), new TextEncoder().encode('Hello'), WALLETCONNECT_SOLANA_PUBLIC_KEY)).toBe(false)
    // Its key is not the injected sandbox Solana wallet's.
    expect(WALLETCONNECT_SOLANA_ADDRESS).not.toBe(SANDBOX_SOLANA_ADDRESS)
  })

  it('shows bytes that are not text as hex', () => {
    const request = readSolanaWalletRequest('solana_signMessage', { message: base58.encode(Uint8Array.of(0xff, 0, 1)), pubkey }, DEVNET)
    expect(request.details.at(-1)).toEqual({ label: 'Message', value: '0xff0001' })
  })

  it('signs a transaction in its slot and answers both the signed transaction and the signature', () => {
    const request = readSolanaWalletRequest('solana_signTransaction', { transaction: legacyTransfer(), pubkey }, DEVNET)
    expect(request.details).toContainEqual({ label: 'Fee payer', value: WALLETCONNECT_SOLANA_ADDRESS })
    const answer = runSolanaWalletRequest(request)
    if (!('signature' in answer) || !answer.transaction) throw new Error('no signed transaction')
    const signed = Transaction.from(base64.decode(answer.transaction))
    expect(signed.verifySignatures()).toBe(true)
    expect(base58.encode(signed.signature ?? new Uint8Array())).toBe(answer.signature)
  })

  it('signs every transaction of solana_signAllTransactions (legacy and v0), in order', () => {
    const request = readSolanaWalletRequest('solana_signAllTransactions', { transactions: [legacyTransfer(), v0Transfer()], pubkey }, DEVNET)
    expect(request.details).toContainEqual({ label: 'Transactions', value: '2' })
    const answer = runSolanaWalletRequest(request)
    if (!('transactions' in answer)) throw new Error('no transactions')
    const [legacy = '', versioned = ''] = answer.transactions
    expect(Transaction.from(base64.decode(legacy)).verifySignatures()).toBe(true)
    const v0 = VersionedTransaction.deserialize(base64.decode(versioned))
    expect(ed25519.verify(v0.signatures[0] ?? new Uint8Array(), v0.message.serialize(), WALLETCONNECT_SOLANA_PUBLIC_KEY)).toBe(true)
  })

  it('refuses params it cannot read with -32602, another account with 4100', () => {
    expect(codeOf(() => readSolanaWalletRequest('solana_signMessage', { message: 'not base58: 0OIl', pubkey }, DEVNET))).toBe(-32602)
    expect(codeOf(() => readSolanaWalletRequest('solana_signMessage', ['3yZe7d', pubkey], DEVNET))).toBe(-32602)
    expect(codeOf(() => readSolanaWalletRequest('solana_signTransaction', { transaction: 'AAE', pubkey }, DEVNET))).toBe(-32602)
    expect(codeOf(() => readSolanaWalletRequest('solana_signTransaction', { transaction: base64.encode(Uint8Array.of(2, 1)), pubkey }, DEVNET))).toBe(-32602)
    expect(codeOf(() => readSolanaWalletRequest('solana_signAllTransactions', { transactions: [], pubkey }, DEVNET))).toBe(-32602)
    // A transaction someone else must sign.
    const stranger = Keypair.generate().publicKey
    expect(() => readSolanaWalletRequest('solana_signTransaction', { transaction: legacyTransfer(stranger), pubkey }, DEVNET)).toThrow('does not ask this wallet to sign')
    expect(codeOf(() => readSolanaWalletRequest('solana_signMessage', { message: '3yZe7d', pubkey: SANDBOX_SOLANA_ADDRESS }, DEVNET))).toBe(4100)
  })

  it('refuses a method it does not offer with 4200 (signAndSend too: no node to send to) and another cluster with 4901', () => {
    expect(codeOf(() => readSolanaWalletRequest('solana_signAndSendTransaction', { transaction: legacyTransfer(), pubkey }, DEVNET))).toBe(4200)
    expect(codeOf(() => readSolanaWalletRequest('solana_getAccounts', {}, DEVNET))).toBe(4200)
    expect(codeOf(() => readSolanaWalletRequest('solana_signMessage', { message: '3yZe7d', pubkey }, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toBe(4901)
  })

  it('is reached by the chain the request is made on: Solana’s or eip155’s', () => {
    expect(readSessionRequest('solana_signMessage', { message: '3yZe7d', pubkey }, DEVNET, []).method).toBe('solana_signMessage')
    expect(codeOf(() => readSessionRequest('solana_signMessage', { message: '3yZe7d', pubkey }, 'eip155:31337', [{ chainId: 31337, chainName: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }]))).toBe(4200)
  })
})
