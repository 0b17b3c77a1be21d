import { truncateAddress } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'
import { WalletIcon } from '../../components/WalletIcon'
import { useLoadedActions } from '../../lazy/useLoadedActions'

/** Asks the user to sign the sign-in message; Cancel follows the required rule. */
export function SIWXSignMessageView() {
  const core = useShellCore()
  // Loaded already: the view opens only through these actions.
  const { actions: siwx } = useLoadedActions((modalCore) => modalCore.loadSiwx(), 'sign-in')
  const account = useAtomValue(core.atoms.account)
  const [signing, setSigning] = useState(false)
  const t = useMessages()
  const dappName = core.options.metadata?.name ?? t('thisApp')

  const sign = async () => {
    setSigning(true)
    try {
      await siwx?.signIn()
    } finally {
      setSigning(false)
    }
  }

  return (
    <div className="view connecting-view">
      <WalletIcon src={account.connectedWalletInfo?.icon} size={64} />
      <p className="title">{t('siwxTitle', { dapp: dappName })}</p>
      <p className="muted">
        {t('siwxExplanation', { address: account.address ? truncateAddress(account.address) : t('thisWallet') })}
      </p>
      <div className="button-row">
        <button type="button" className="list-item" onClick={() => void siwx?.cancel()} disabled={signing || !siwx}>
          {t('cancel')}
        </button>
        <button type="button" className="button" onClick={() => void sign()} disabled={signing || !siwx}>
          {signing ? t('signing') : t('sign')}
        </button>
      </div>
    </div>
  )
}
