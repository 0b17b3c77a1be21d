import { truncateAddress } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useShellCore } from '../../ShellContext'
import { WalletIcon } from '../../components/WalletIcon'

/** Asks the user to sign the sign-in message; Cancel follows the required rule. */
export function SIWXSignMessageView() {
  const core = useShellCore()
  const account = useAtomValue(core.atoms.account)
  const [signing, setSigning] = useState(false)
  const dappName = core.options.metadata?.name ?? 'This app'

  const sign = async () => {
    setSigning(true)
    try {
      await core.siwx.signIn()
    } finally {
      setSigning(false)
    }
  }

  return (
    <div className="view connecting-view">
      <WalletIcon src={account.connectedWalletInfo?.icon} size={64} />
      <p className="title">{dappName} needs to connect to your wallet</p>
      <p className="muted">
        Sign this message to prove you own {account.address ? truncateAddress(account.address) : 'this wallet'}. It costs nothing and sends no transaction.
      </p>
      <div className="button-row">
        <button type="button" className="list-item" onClick={() => void core.siwx.cancel()} disabled={signing}>
          Cancel
        </button>
        <button type="button" className="button" onClick={() => void sign()} disabled={signing}>
          {signing ? 'Signing...' : 'Sign'}
        </button>
      </div>
    </div>
  )
}
