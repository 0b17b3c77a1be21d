import { chainIdHex } from './chainIdHex'
import { toCaipNetworkId } from '../caip/toCaipNetworkId'
import { TOKEN_LIST_CAP } from '../constants/limits'
import { keepValidItems } from '../schemas/lenientList'
import { tokenBalanceSchema, type TokenBalance } from '../schemas/tokenBalance'
import type { WalletAssets } from '../schemas/walletAssets'
import { formatUnits } from 'viem'

/**
 * The chain's assets of an EIP-7811 wallet_getAssets answer, as token balances: the native asset
 * has no token address, an ERC-20 gets its CAIP-10 address; a missing price counts as 0. Each is
 * then held to the rules of a balance from the API (tokenBalanceSchema): one with an address that
 * is none, or a quantity past all reason, is dropped and reported.
 * @example walletAssetsToBalances({ '0x1': [ethAsset] }, 1)
 */
export function walletAssetsToBalances(assets: WalletAssets, chainId: number): TokenBalance[] {
  const caipNetworkId = toCaipNetworkId('eip155', String(chainId))
  const balances = (assets[chainIdHex(chainId)] ?? []).map((asset) => {
    const numeric = formatUnits(BigInt(asset.balance), asset.metadata.decimals)
    const price = asset.metadata.price ?? 0
    return {
      name: asset.metadata.name,
      symbol: asset.metadata.symbol,
      chainId: caipNetworkId,
      ...(asset.type === 'ERC20' ? { address: `${caipNetworkId}:${asset.address}` } : {}),
      value: Number.parseFloat(numeric) * price,
      price,
      quantity: { decimals: String(asset.metadata.decimals), numeric },
      iconUrl: asset.metadata.iconUrl ?? '',
    }
  })
  return keepValidItems(balances, tokenBalanceSchema, TOKEN_LIST_CAP, 'wallet assets')
}
