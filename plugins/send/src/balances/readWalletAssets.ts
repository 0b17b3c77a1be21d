import { walletAssetsSchema, type PluginHost, type TokenBalance } from '@portico/contracts'
import { numberToHex } from 'viem'
import * as z from 'zod/mini'
import { walletAssetsToBalances } from './walletAssetsToBalances'

// EIP-5792 capabilities, keyed by hex chain id; only assetDiscovery matters here.
const capabilitiesSchema = z.record(z.string(), z.object({ assetDiscovery: z.optional(z.object({ supported: z.boolean() })) }))

/**
 * The account's balances from the wallet (EIP-7811 wallet_getAssets), when the wallet reports the
 * assetDiscovery capability for the chain; undefined when it does not, when it fails, or when its
 * answer is not valid (SPEC sections 5 and 7), so the caller asks the Blockchain API instead.
 */
export async function readWalletAssets(host: PluginHost, address: string, chainId: number): Promise<TokenBalance[] | undefined> {
  const chainHex = numberToHex(chainId)
  try {
    const capabilities = capabilitiesSchema.safeParse(await host.rpc.request({ method: 'wallet_getCapabilities', params: [address] }))
    if (!capabilities.success || !capabilities.data[chainHex]?.assetDiscovery?.supported) return undefined
    const assets = walletAssetsSchema.safeParse(
      await host.rpc.request({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: [chainHex] }] }),
    )
    if (!assets.success) {
      host.log.warn('ignoring an invalid wallet_getAssets answer:', assets.error.issues[0]?.message)
      return undefined
    }
    return walletAssetsToBalances(assets.data, chainId)
  } catch (error) {
    // Most wallets have neither method yet: that is the ordinary case, not a failure.
    host.log.debug('wallet asset discovery unavailable:', error)
    return undefined
  }
}
