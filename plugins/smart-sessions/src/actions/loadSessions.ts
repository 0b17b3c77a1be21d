import { getErrorMessage, settle, type PluginHost, type RouteState } from '@portico/contracts'
import { fetchSessions } from '../api'
import type { SmartSessionsAtoms } from '../atoms'

/**
 * Reads the connected account's sessions into the plugin's atoms and moves the view's step for
 * `arrival` to ready, or to failed with the error as shown ('HTTP status code: 503').
 */
export async function loadSessions(host: PluginHost, atoms: SmartSessionsAtoms, arrival: RouteState | undefined): Promise<void> {
  const { caipAddress } = host.store.get(host.atoms.account)
  if (!caipAddress) return
  try {
    const sessions = await fetchSessions(host, caipAddress)
    host.store.set(atoms.sessions, { address: caipAddress, sessions })
    settle(host.store, atoms.step, arrival, 'ready')
  } catch (error) {
    host.log.warn('sessions failed to load:', getErrorMessage(error))
    settle(host.store, atoms.step, arrival, 'failed', getErrorMessage(error))
  }
}
