import { HTTP_RPC_TRANSPORT } from '../constants/rpcTransport'
import { chainIdHex } from './chainIdHex'
import type { Logger, PluginHost } from '../plugin/plugin'
import { walletAssetsSchema } from '../schemas/walletAssets'
import { walletCapabilitiesSchema } from '../schemas/walletCapabilities'
import type { TokenBalance } from '../schemas/tokenBalance'
import { walletAssetsToBalances } from './walletAssetsToBalances'

/** What reading the wallet's assets needs: a wallet request and a log (a PluginHost has both). */
export interface WalletAssetsReader {
  rpc: PluginHost['rpc']
  log: Logger
  /** How long the wallet may take to answer both calls; default the RPC timeout (SPEC section 9). */
  timeoutMs?: number
}

const TIMED_OUT = Symbol('timed out')

/** `work`, or TIMED_OUT once `ms` have passed: a wallet that never answers must not hold the balances. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The account's balances from the wallet (EIP-7811 wallet_getAssets), when the wallet reports the
 * assetDiscovery capability for the chain; undefined when it does not, when it fails, or when its
 * answer is not valid or does not come within the RPC timeout (SPEC sections 5, 7 and 9), so the
 * caller asks the Blockchain API instead. The request is the caller's (the shell's wallet request,
 * a plugin's host.rpc): no I/O of its own.
 * @example await readWalletAssets(host, address, 31337) // [{ symbol: 'ETH', ... }] or undefined
 */
export async function readWalletAssets(reader: WalletAssetsReader, address: string, chainId: number): Promise<TokenBalance[] | undefined> {
  const answer = await within(readAssets(reader, address, chainId), reader.timeoutMs ?? HTTP_RPC_TRANSPORT.timeoutMs)
  if (answer !== TIMED_OUT) return answer
  reader.log.warn('the wallet did not answer wallet_getCapabilities or wallet_getAssets in time')
  return undefined
}

async function readAssets({ rpc, log }: WalletAssetsReader, address: string, chainId: number): Promise<TokenBalance[] | undefined> {
  const chainHex = chainIdHex(chainId)
  try {
    const capabilities = walletCapabilitiesSchema.safeParse(await rpc.request({ method: 'wallet_getCapabilities', params: [address] }))
    if (!capabilities.success || !capabilities.data[chainHex]?.assetDiscovery?.supported) return undefined
    const assets = walletAssetsSchema.safeParse(await rpc.request({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: [chainHex] }] }))
    if (!assets.success) {
      log.warn('ignoring an invalid wallet_getAssets answer:', assets.error.issues[0]?.message)
      return undefined
    }
    return walletAssetsToBalances(assets.data, chainId)
  } catch (error) {
    // Most wallets have neither method yet: that is the ordinary case, not a failure.
    log.debug('wallet asset discovery unavailable:', error)
    return undefined
  }
}
