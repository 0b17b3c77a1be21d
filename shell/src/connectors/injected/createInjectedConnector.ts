import type { Connector, ConnectorEvent } from '@portico/contracts'
import { ProviderErrorCodes } from '@portico/contracts'
import { createWalletClient, custom, getAddress, hexToNumber, type Hex } from 'viem'
import type { AnnouncedWallet } from './announcedWallet'
import { toViemChain } from './toViemChain'

/** 4902 can arrive on the error or on its cause, depending on the wallet and viem's wrapping. */
const isUnrecognizedChain = (error: unknown): boolean => {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === ProviderErrorCodes.UNRECOGNIZED_CHAIN) return true
  }
  return false
}

/**
 * An eip155 connector for a wallet discovered by EIP-6963, speaking EIP-1193 through viem.
 * Its id is the wallet's rdns, as AppKit names announced connectors.
 */
export function createInjectedConnector({ info, provider }: AnnouncedWallet): Connector {
  const client = createWalletClient({ transport: custom(provider) })
  return {
    id: info.rdns,
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: info.icon,
    async connect() {
      const accounts = await client.requestAddresses()
      const chainId = await client.getChainId()
      return { accounts, chainId }
    },
    getAccounts: () => client.getAddresses(),
    getChainId: () => client.getChainId(),
    async switchNetwork(network) {
      const chain = toViemChain(network)
      try {
        await client.switchChain({ id: chain.id })
      } catch (error) {
        // SPEC section 4: wallet_switchEthereumChain, falling back to wallet_addEthereumChain.
        if (!isUnrecognizedChain(error)) throw error
        await client.addChain({ chain })
        await client.switchChain({ id: chain.id })
      }
    },
    async disconnect() {
      // EIP-2255 revoke where the wallet supports it; a wallet that does not is simply forgotten.
      await provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
    },
    request: (args) => provider.request(args),
    subscribe(listener) {
      const onAccounts = (accounts: unknown) =>
        listener({
          type: 'accountsChanged',
          accounts: Array.isArray(accounts) ? accounts.map((a) => getAddress(String(a))) : [],
        })
      const onChain = (chainId: unknown) =>
        listener({ type: 'chainChanged', chainId: hexToNumber(String(chainId) as Hex) } satisfies ConnectorEvent)
      const onDisconnect = () => listener({ type: 'disconnect' })
      provider.on?.('accountsChanged', onAccounts)
      provider.on?.('chainChanged', onChain)
      provider.on?.('disconnect', onDisconnect)
      return () => {
        provider.removeListener?.('accountsChanged', onAccounts)
        provider.removeListener?.('chainChanged', onChain)
        provider.removeListener?.('disconnect', onDisconnect)
      }
    },
  }
}
