import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { generateWalletKeyBlob, readWalletKeys } from './walletKeys'

describe('wallet keys', () => {
  it('makes fresh keys that sign for eip155 and solana, the same after a round trip through the blob', async () => {
    const blob = generateWalletKeyBlob()
    expect(generateWalletKeyBlob()).not.toBe(blob)
    const keys = readWalletKeys(blob)
    expect(readWalletKeys(blob).evm.address).toBe(keys.evm.address)
    const signature = await keys.evm.signMessage({ message: 'hello' })
    expect(await verifyMessage({ address: keys.evm.address, message: 'hello', signature })).toBe(true)
    const message = new TextEncoder().encode('hello solana')
    expect(ed25519.verify(keys.solana.sign(message), message, base58.decode(keys.solana.address))).toBe(true)
  })

  it('refuses a blob it did not write', () => {
    expect(() => readWalletKeys('nope')).toThrow('not JSON')
    expect(() => readWalletKeys(JSON.stringify({ version: 1, eip155: '0x12', solana: '0x34' }))).toThrow()
  })
})
