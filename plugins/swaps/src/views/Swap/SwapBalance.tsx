import type { PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { ComponentType } from 'react'
import type { SwapToken } from '../../api/schemas'
import type { SwapsAtoms } from '../../atoms'
import { swapsCatalogue } from '../../i18n/swapsCatalogue'
import { showAmount } from '../QuoteDetails'

export interface SwapBalanceProps {
  token: SwapToken | undefined
  testId: string
}

/** The account's balance of `token`, once read; nothing before. */
export function createSwapBalance(host: PluginHost, atoms: SwapsAtoms): ComponentType<SwapBalanceProps> {
  return function SwapBalance({ token, testId }) {
    const balance = useAtomValue(atoms.balances)[token?.address ?? '']
    const t = useAtomValue(host.i18n.translator(swapsCatalogue))
    const locale = useAtomValue(host.i18n.locale)
    return token && balance !== undefined ? <span data-testid={testId}>{t('balance', { amount: showAmount(balance, token, locale) })}</span> : null
  }
}
