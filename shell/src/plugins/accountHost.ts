import type { AccountHost } from '@portico/contracts'
import type { ShellContext } from '../core/shellContext'

/**
 * What plugins may write of the account state (PluginHost.account): the profile name of the
 * active address only, so a late answer for an address the user has left names nothing.
 * @example createAccountHost(ctx).setProfileName(address, 'alice.reown.id')
 */
export function createAccountHost({ store, atoms }: Pick<ShellContext, 'store' | 'atoms'>): AccountHost {
  return {
    setProfileName: (address, profileName) =>
      store.set(atoms.account, (account) => (account.address?.toLowerCase() === address.toLowerCase() ? { ...account, profileName } : account)),
  }
}
