import { describe, expect, it } from 'vitest'
import { isEmbeddedWalletMethod } from './embeddedWalletMethods'

describe('isEmbeddedWalletMethod', () => {
  it('admits what viem, wagmi and ethers call on a connected wallet', () => {
    const called = ['eth_requestAccounts', 'eth_accounts', 'eth_chainId', 'net_version', 'eth_estimateGas', 'eth_getTransactionCount', 'eth_maxPriorityFeePerGas',
      'eth_getBlockByNumber', 'eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_getCapabilities', 'eth_call']
    expect(called.filter((method) => !isEmbeddedWalletMethod(method))).toEqual([])
  })
  it('refuses methods off the list', () => {
    for (const method of ['eth_sign', 'eth_signTransaction', 'debug_traceTransaction', 'anvil_setBalance', '']) expect(isEmbeddedWalletMethod(method)).toBe(false)
  })
})
