import type { PreferredAccountType } from '@portico/contracts'
import type { ShellContext } from '../../core/shellContext'
import type { FrameCall } from './frameCall'

/** The embedded wallet's account type in the account state (SPEC section 3). */
export interface EmbeddedAccountType {
  /** Shows the type in use and whether the smart account is deployed, on a connected account. */
  show: (type: PreferredAccountType, smartAccountDeployed: boolean) => void
  /** Account settings: SET_PREFERRED_ACCOUNT, then INIT_SMART_ACCOUNT for a smart account. */
  switchTo: (type: PreferredAccountType) => Promise<void>
}

/**
 * @example await createEmbeddedAccountType(ctx, call, () => user?.smartAccountDeployed ?? false).switchTo('smartAccount')
 */
export function createEmbeddedAccountType({ store, atoms }: Pick<ShellContext, 'store' | 'atoms'>, call: FrameCall, lastDeployed: () => boolean): EmbeddedAccountType {
  const show = (preferredAccountType: PreferredAccountType, smartAccountDeployed: boolean) =>
    store.set(atoms.account, (account) => (account.status === 'connected' ? { ...account, preferredAccountType, smartAccountDeployed } : account))
  return {
    show,
    async switchTo(type) {
      await call((f) => f.request('SET_PREFERRED_ACCOUNT', { type }))
      const deployed = type === 'smartAccount' ? (await call((f) => f.request('INIT_SMART_ACCOUNT', undefined))).isDeployed : lastDeployed()
      show(type, deployed)
    },
  }
}
