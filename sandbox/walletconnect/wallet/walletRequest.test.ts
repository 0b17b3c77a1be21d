import { recoverMessageAddress, recoverTypedDataAddress, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { readWalletRequest, runWalletRequest } from './walletRequest'
import { WALLETCONNECT_WALLET_ADDRESS, WALLETCONNECT_WALLET_PRIVATE_KEY } from './walletKey'

const chains = [
  { chainId: 31337, chainName: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 31338, chainName: 'Anvil 2', rpcUrl: 'http://127.0.0.1:8546' },
]
const account = privateKeyToAccount(WALLETCONNECT_WALLET_PRIVATE_KEY)
const typedData = {
  domain: { name: 'Portico sandbox', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'Hello' },
} as const

describe('requests the sandbox WalletConnect wallet asks the user about', () => {
  it('shows personal_sign as text and signs it with the wallet key', async () => {
    const request = readWalletRequest('personal_sign', [stringToHex('Hello from the dapp'), WALLETCONNECT_WALLET_ADDRESS], 'eip155:31337', chains)
    expect(request.details).toEqual([
      { label: 'Network', value: 'Anvil (31337)' },
      { label: 'Message', value: 'Hello from the dapp' },
    ])
    if (request.method !== 'personal_sign') throw new Error(request.method)
    const signature = await runWalletRequest(account, request)
    expect(await recoverMessageAddress({ message: 'Hello from the dapp', signature })).toBe(WALLETCONNECT_WALLET_ADDRESS)
  })

  it('shows typed data by its type and domain and signs it', async () => {
    const request = readWalletRequest('eth_signTypedData_v4', [WALLETCONNECT_WALLET_ADDRESS, JSON.stringify(typedData)], 'eip155:31337', chains)
    expect(request.details.map((d) => d.label)).toEqual(['Network', 'Type', 'Domain', 'Message'])
    if (request.method !== 'eth_signTypedData_v4') throw new Error(request.method)
    const signature = await runWalletRequest(account, request)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(WALLETCONNECT_WALLET_ADDRESS)
  })

  it('shows a transaction on the chain it is asked on', () => {
    const request = readWalletRequest('eth_sendTransaction', [{ from: WALLETCONNECT_WALLET_ADDRESS, to: '0x000000000000000000000000000000000000dEaD', value: '0x2386f26fc10000' }], 'eip155:31338', chains)
    expect(request).toMatchObject({ method: 'eth_sendTransaction', chain: { chainId: 31338 } })
    expect(request.details).toContainEqual({ label: 'Value', value: '0.01 ETH' })
  })

  it('reads a switch (or an add) to a known chain, and refuses an unknown one with 4902', () => {
    expect(readWalletRequest('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }], 'eip155:31337', chains)).toMatchObject({ method: 'wallet_switchEthereumChain', chain: { chainId: 31338 } })
    expect(readWalletRequest('wallet_addEthereumChain', [{ chainId: '0x7a6a', chainName: 'x' }], 'eip155:31337', chains)).toMatchObject({ chain: { chainId: 31338 } })
    expect(() => readWalletRequest('wallet_switchEthereumChain', [{ chainId: '0x1' }], 'eip155:31337', chains)).toThrow(expect.objectContaining({ code: 4902 }))
  })

  it('refuses what it cannot do or read: 4200, 4901, -32602', () => {
    expect(() => readWalletRequest('eth_sign', [], 'eip155:31337', chains)).toThrow(expect.objectContaining({ code: 4200 }))
    expect(() => readWalletRequest('personal_sign', ['0x00', WALLETCONNECT_WALLET_ADDRESS], 'eip155:1', chains)).toThrow(expect.objectContaining({ code: 4901 }))
    expect(() => readWalletRequest('wallet_switchEthereumChain', ['nope'], 'eip155:31337', chains)).toThrow(expect.objectContaining({ code: -32602 }))
  })
})
