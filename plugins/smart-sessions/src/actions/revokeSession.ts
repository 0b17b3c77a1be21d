import { getErrorMessage, type PluginHost } from '@portico/contracts'
import { revokePermissionsResultSchema, type SmartSession } from '@portico/contracts/sessions'
import { fetchSessions, postRevocation } from '../api'
import type { SmartSessionsAtoms } from '../atoms'

/**
 * Revoke: the wallet signs the revocation (`wallet_revokePermissions`, approved in the embedded
 * wallet's frame), the sessions API submits it (POST /v1/sessions/{CAIP-10 account}/revoke; the chain
 * checks the signature), then the list is read again. A failure stays beside the session.
 * @example await revokeSession(host, atoms, session, 'Session revoked')
 */
export async function revokeSession(host: PluginHost, atoms: SmartSessionsAtoms, session: SmartSession, revokedMessage: string): Promise<void> {
  const { caipAddress } = host.store.get(host.atoms.account)
  if (!caipAddress || host.store.get(atoms.revoking) !== undefined) return
  const { [session.pci]: _, ...otherErrors } = host.store.get(atoms.revokeErrors)
  host.store.set(atoms.revokeErrors, otherErrors)
  host.store.set(atoms.revoking, session.pci)
  try {
    const answer = await host.rpc.request({ method: 'wallet_revokePermissions', params: [{ chainId: `0x${session.chainId.toString(16)}`, pci: session.pci }] })
    const signed = revokePermissionsResultSchema.safeParse(answer)
    if (!signed.success || signed.data.pci !== session.pci) throw new Error('The wallet answered wallet_revokePermissions without a signature for this session')
    await postRevocation(host, caipAddress, signed.data)
    host.notify.toast(revokedMessage, 'success')
    host.store.set(atoms.sessions, { address: caipAddress, sessions: await fetchSessions(host, caipAddress) })
  } catch (error) {
    host.store.set(atoms.revokeErrors, (errors) => ({ ...errors, [session.pci]: getErrorMessage(error) }))
  } finally {
    host.store.set(atoms.revoking, undefined)
  }
}
