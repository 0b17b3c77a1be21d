import { ThrownMessages } from '@portico/contracts'
import { BrowserProvider, type JsonRpcSigner } from 'ethers'
import type { EthersAppKit } from './ethersAppKit'
import { subscribeEthersProvider } from './subscribeEthersProvider'

/** ethers v6 over the eip155 wallet Portico connected. */
export interface EthersProviderAdapter {
  /**
   * A new BrowserProvider over the connected eip155 wallet, or undefined when there is none. It
   * stays on the chain it first sees: after a chain change, use the one `subscribe` hands over.
   */
  getProvider: () => BrowserProvider | undefined
  /** The connected account's signer; rejects with 'No ActiveCaipAddress found' when there is none. */
  getSigner: () => Promise<JsonRpcSigner>
  /**
   * Calls back with a new provider (undefined once disconnected) when the wallet, its account or its
   * chain changes. Returns the unsubscribe function.
   */
  subscribe: (listener: (provider: BrowserProvider | undefined) => void) => () => void
}

/**
 * ethers for a dapp whose wallet Portico connects: what AppKit dapps write as
 * `new BrowserProvider(walletProvider)`, kept in step with the connection.
 *
 * @example
 * const ethersAdapter = createEthersAdapter(appKit)
 * const signer = await ethersAdapter.getSigner()
 * await signer.sendTransaction({ to, value: parseEther('0.01') })
 */
export function createEthersAdapter(appKit: EthersAppKit): EthersProviderAdapter {
  const getProvider = () => {
    const walletProvider = appKit.getWalletProvider('eip155')
    return walletProvider ? new BrowserProvider(walletProvider) : undefined
  }
  return {
    getProvider,
    async getSigner() {
      const { status, caipAddress, address } = appKit.getAccount('eip155')
      const provider = getProvider()
      if (status !== 'connected' || !caipAddress || !address || !provider) throw new Error(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS)
      // By address, not index: the signer is Portico's account, and ethers checks the wallet has it.
      return provider.getSigner(address)
    },
    subscribe: (listener) => subscribeEthersProvider(appKit, () => listener(getProvider())),
  }
}
