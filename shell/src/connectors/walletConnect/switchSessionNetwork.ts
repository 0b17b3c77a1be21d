import type { CaipNetwork } from '@portico/contracts'
import type { WalletConnectProvider } from './walletConnectProvider'
import * as z from 'zod/mini'
import { sessionAddresses, type WalletConnectSession } from './sessionSchema'

const providerErrorSchema = z.object({ code: z.number() })

/**
 * A chain the session already grants switches locally; another one is asked of the wallet with
 * wallet_switchEthereumChain on the current chain, adding it first when the wallet does not know
 * it (4902).
 */
export async function switchSessionNetwork(
  provider: WalletConnectProvider,
  session: WalletConnectSession | undefined,
  network: CaipNetwork,
  current: string | undefined,
): Promise<void> {
  if (session && sessionAddresses(session, network.caipNetworkId).length > 0) {
    provider.setDefaultChain(network.caipNetworkId)
    return
  }
  const chainId = `0x${Number(network.id).toString(16)}`
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }, current)
  } catch (error) {
    if (providerErrorSchema.safeParse(error).data?.code !== 4902) throw error
    await provider.request(
      { method: 'wallet_addEthereumChain', params: [{ chainId, chainName: network.name, nativeCurrency: network.nativeCurrency, rpcUrls: [...network.rpcUrls.default.http] }] },
      current,
    )
  }
}
