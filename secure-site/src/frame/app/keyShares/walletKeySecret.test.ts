import { describe, expect, it } from 'vitest'
import { generateWalletKeyBlob, readWalletKeys } from '../walletKeys'
import { walletKeyBlobOfSecret, walletKeySecret } from './walletKeySecret'

describe('walletKeySecret', () => {
  it('turns the key blob into one 64-byte secret and back, to the same accounts', () => {
    const blob = generateWalletKeyBlob()
    const secret = walletKeySecret(JSON.parse(blob) as { eip155: `0x${string}`; solana: `0x${string}` })
    expect(secret).toHaveLength(64)
    const again = readWalletKeys(walletKeyBlobOfSecret(secret))
    expect(again.evm.address).toBe(readWalletKeys(blob).evm.address)
    expect(again.solana.address).toBe(readWalletKeys(blob).solana.address)
    expect(() => walletKeyBlobOfSecret(secret.slice(1))).toThrow('64 bytes')
  })
})
