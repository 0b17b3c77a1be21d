import { DEFAULT_ACCOUNT_TYPES, getErrorMessage, type ChainNamespace, type Logger, type PreferredAccountType } from '@portico/contracts'
import type { AuthStorage } from './authStorage'
import type { FrameCall } from './frameCall'

/**
 * SPEC section 4: the chain default (the dapp's `defaultAccountTypes` first) once per connection,
 * by whatever login; eoa when the frame refuses a smart account. Then the smart-account networks
 * are stored, comma separated, or an empty list when they cannot be read. Resolves with the type in use.
 */
export async function setPreferredAccountType(
  deps: { call: FrameCall; storage: AuthStorage; log: Logger; defaultAccountTypes: Partial<Record<ChainNamespace, string>> | undefined },
  namespace: ChainNamespace,
): Promise<PreferredAccountType> {
  if (namespace !== 'eip155') return 'eoa'
  const { call, storage, log } = deps
  const chosen = deps.defaultAccountTypes?.[namespace] ?? DEFAULT_ACCOUNT_TYPES[namespace]
  const preferred: PreferredAccountType = chosen === 'smartAccount' ? 'smartAccount' : 'eoa'
  let inUse: PreferredAccountType = preferred
  try {
    await call((f) => f.request('SET_PREFERRED_ACCOUNT', { type: preferred }))
  } catch (error) {
    log.info(`preferred account type ${preferred} refused:`, getErrorMessage(error))
    inUse = 'eoa'
    if (preferred === 'smartAccount') await call((f) => f.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).catch(() => undefined)
  }
  try {
    const { smartAccountEnabledNetworks } = await call((f) => f.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined))
    storage.update({ smartAccountEnabledNetworks: smartAccountEnabledNetworks.join(',') })
  } catch {
    storage.update({ smartAccountEnabledNetworks: '' })
  }
  return inUse
}
