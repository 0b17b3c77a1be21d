import { getErrorMessage, type CaipNetwork } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useMessages, useShownMessage } from '../i18n/useMessages'
import { useShellCore } from '../ShellContext'
import { NetworkLogo } from './NetworkLogo'

/** The configured networks; choosing one switches to it, then `onSwitched` runs. */
export function NetworkList({ onSwitched }: { onSwitched: () => void }) {
  const core = useShellCore()
  const networks = useAtomValue(core.atoms.networks)
  const active = useAtomValue(core.atoms.network)
  const unsupported = useAtomValue(core.atoms.unsupportedChainId)
  const [pending, setPending] = useState<string | undefined>()
  const t = useMessages()
  const shown = useShownMessage()

  const choose = async (network: CaipNetwork) => {
    setPending(network.caipNetworkId)
    try {
      await core.connection.switchNetwork(network)
      onSwitched()
    } catch (error) {
      core.toast.toast(shown(getErrorMessage(error)), 'error')
    } finally {
      setPending(undefined)
    }
  }

  return (
    <ul className="wallet-list" aria-label={t('networksLabel')}>
      {networks.map((network) => {
        const isActive = !unsupported && network.caipNetworkId === active?.caipNetworkId
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="list-item"
              aria-current={isActive ? 'true' : undefined}
              disabled={pending !== undefined || !core.options.enableNetworkSwitch}
              onClick={() => void choose(network)}
            >
              <NetworkLogo network={network} />
              <span className="list-item-name">{network.name}</span>
              {network.testnet ? <span className="tag">{t('testnet')}</span> : null}
              {isActive ? <span className="tag">{t('active')}</span> : null}
              {pending === network.caipNetworkId ? <span className="muted small">{t('approveInWallet')}</span> : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
