import type { Translate } from '@portico/contracts'
import type { SwapStep } from '../../atoms'
import type { SwapsMessageKey } from '../../i18n/swapsCatalogue'

export interface SwapActionLabelParameters {
  step: SwapStep
  needsApproval: boolean
  symbol: string
}

/**
 * What the review's main button says: the step under way, else Approve first when the router may
 * not spend enough of the token, else Swap.
 *
 * @example swapActionLabel(t, { step: 'idle', needsApproval: true, symbol: 'USDC' }) // 'Approve USDC'
 */
export function swapActionLabel(t: Translate<SwapsMessageKey>, { step, needsApproval, symbol }: SwapActionLabelParameters): string {
  if (step === 'approving') return t('approving', { symbol })
  if (step === 'swapping') return t('swapping')
  return needsApproval ? t('approve', { symbol }) : t('swap')
}
