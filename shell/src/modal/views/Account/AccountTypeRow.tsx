import { getErrorMessage } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'

/**
 * Account settings of the embedded wallet on eip155 (SPEC sections 3 and 4): the account type in
 * use, whether the smart account is deployed, and a switch to the other type.
 */
export function AccountTypeRow() {
  const core = useShellCore()
  const t = useMessages()
  const { preferredAccountType, smartAccountDeployed } = useAtomValue(core.atoms.account)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const wallet = core.embeddedWallet
  if (!wallet || !preferredAccountType) return null
  const smart = preferredAccountType === 'smartAccount'
  const switchType = () => {
    setBusy(true)
    setError(undefined)
    wallet
      .switchAccountType(smart ? 'eoa' : 'smartAccount')
      .catch((reason: unknown) => setError(getErrorMessage(reason)))
      .finally(() => setBusy(false))
  }
  return (
    <div className="account-type" data-testid="account-type">
      <p className="muted">
        {smart ? `${t('accountTypeSmart')} · ${t(smartAccountDeployed ? 'smartAccountDeployed' : 'smartAccountNotDeployed')}` : t('accountTypeEoa')}
      </p>
      <button type="button" className="link" disabled={busy} onClick={switchType}>
        {smart ? t('switchToEoa') : t('switchToSmartAccount')}
      </button>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
