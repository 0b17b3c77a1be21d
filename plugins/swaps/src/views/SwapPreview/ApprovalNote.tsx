import { parseCaipAddress, truncateAddress, type PluginHost } from '@portico/contracts'
import { useAtom, useAtomValue } from 'jotai'
import type { ComponentType } from 'react'
import type { SwapToken } from '../../api/schemas'
import type { SwapsAtoms } from '../../atoms'
import { swapRoutersFor } from '../../guard/swapRouters'
import { swapsCatalogue } from '../../i18n/swapsCatalogue'
import { swapsOptions } from '../../swapsOptions'
import { showAmount } from '../QuoteDetails'

export interface ApprovalNoteProps {
  source: SwapToken
  fromAmount: bigint
  busy: boolean
}

/** Who the approval lets spend and how much (exactly the swap's amount unless the user chose unlimited). */
export function createApprovalNote(host: PluginHost, atoms: SwapsAtoms): ComponentType<ApprovalNoteProps> {
  return function ApprovalNote({ source, fromAmount, busy }) {
    const { caipAddress } = useAtomValue(host.atoms.account)
    const [unlimited, setUnlimited] = useAtom(atoms.unlimitedApproval)
    const t = useAtomValue(host.i18n.translator(swapsCatalogue))
    const locale = useAtomValue(host.i18n.locale)
    const routers = caipAddress ? swapRoutersFor(swapsOptions(host).swapRouters, Number(parseCaipAddress(caipAddress).chainId)) : []
    const router = routers.map((known) => truncateAddress(known)).join(' / ')
    return (
      <div className="swap-details">
        <p className="muted small" data-testid="swap-approval">
          {unlimited ? t('approveUnlimited', { router, symbol: source.symbol }) : t('approveExact', { router, amount: showAmount(fromAmount, source, locale) })}
        </p>
        <label className="small">
          <input type="checkbox" checked={unlimited} disabled={busy} onChange={(event) => setUnlimited(event.target.checked)} /> {t('allowUnlimited', { symbol: source.symbol })}
        </label>
      </div>
    )
  }
}
