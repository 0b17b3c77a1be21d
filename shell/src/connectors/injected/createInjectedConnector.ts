import type { Connector, ConnectorEvent } from '@portico/contracts'
import { ProviderErrorCodes } from '@portico/contracts'
import { createClient, custom, getAddress, hexToNumber, type Hex } from 'viem'
// Actions one by one, not a decorated wallet client: that keeps viem's chunk a fraction of its size.
import { addChain, getAddresses, getChainId, requestAddresses, switchChain } from 'viem/actions'
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
  const client = createClient({ transport: custom(provider) })
  return {
    id: info.rdns,
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: info.icon,
    async connect() {
      const accounts = await requestAddresses(client)
      const chainId = await getChainId(client)
      return { accounts, chainId }
    },
    getAccounts: () => getAddresses(client),
    getChainId: () => getChainId(client),
    async switchNetwork(network) {
      const chain = toViemChain(network)
      try {
        await switchChain(client, { id: chain.id })
      } catch (error) {
        // SPEC section 4: wallet_switchEthereumChain, falling back to wallet_addEthereumChain.
        if (!isUnrecognizedChain(error)) throw error
        await addChain(client, { chain })
        await switchChain(client, { id: chain.id })
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
