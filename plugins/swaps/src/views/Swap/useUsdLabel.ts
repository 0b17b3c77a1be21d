import { formatNumber, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { SwapToken } from '../../api/schemas'
import type { SwapsAtoms } from '../../atoms'
import { swapsCatalogue } from '../../i18n/swapsCatalogue'
import { usdWorth } from './usdWorth'

/** '$1.50' for `base` units of `token` at the latest prices; empty when unknown. */
export function useUsdLabel(host: PluginHost, atoms: SwapsAtoms, token: SwapToken | undefined, base: bigint | undefined): string {
  const prices = useAtomValue(atoms.prices)
  const t = useAtomValue(host.i18n.translator(swapsCatalogue))
  const locale = useAtomValue(host.i18n.locale)
  const worth = usdWorth(token, base, prices)
  return worth === undefined ? '' : t('usd', { amount: formatNumber(worth, locale) })
}
