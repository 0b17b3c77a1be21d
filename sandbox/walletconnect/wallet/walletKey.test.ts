import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { WALLETCONNECT_WALLET_ACCOUNT_INDEX, WALLETCONNECT_WALLET_ADDRESS, WALLETCONNECT_WALLET_PRIVATE_KEY } from './walletKey'

const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

describe('the sandbox WalletConnect wallet key', () => {
  it('is anvil’s dev account of its index, so anvil funds it', () => {
    const derived = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: WALLETCONNECT_WALLET_ACCOUNT_INDEX })
    expect(privateKeyToAccount(WALLETCONNECT_WALLET_PRIVATE_KEY).address).toBe(derived.address)
    expect(WALLETCONNECT_WALLET_ADDRESS).toBe(derived.address)
  })
})
