import type { PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { ComponentType } from 'react'
import type { SwapToken } from '../../api/schemas'
import { swapsCatalogue } from '../../i18n/swapsCatalogue'
import { uiOf } from '../../ui'

export interface SwapTokenButtonProps {
  token: SwapToken | undefined
  target: 'source' | 'to'
  testId: string
}

/** The token of one side of the swap; a click opens Select Token for that side. */
export function createSwapTokenButton(host: PluginHost): ComponentType<SwapTokenButtonProps> {
  const { Logo, Icon } = uiOf(host)
  return function SwapTokenButton({ token, target, testId }) {
    const t = useAtomValue(host.i18n.translator(swapsCatalogue))
    return (
      <button type="button" className="list-item swap-token" data-testid={testId} onClick={() => host.router.push('SwapSelectToken', { target })}>
        {token ? (
          <>
            <Logo src={token.logoUri} name={token.symbol} size={24} />
            {token.symbol}
          </>
        ) : (
          t('selectToken')
        )}
        <Icon name="chevronDown" size={16} />
      </button>
    )
  }
}
