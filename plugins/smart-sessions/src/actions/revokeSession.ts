import { getErrorMessage, parseCaipAddress, type PluginHost } from '@portico/contracts'
import { revokePermissionsResultSchema, type RevokePermissionsResult, type SmartSession } from '@portico/contracts/sessions'
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
    const answer = await host.rpc.request({ method: 'wallet_revokePermissions', params: [revokeParams(session, caipAddress)] })
    const signature = signatureFor(session, revokePermissionsResultSchema.safeParse(answer).data)
    if (!signature) throw new Error('The wallet answered wallet_revokePermissions without a signature for this session')
    await postRevocation(host, caipAddress, { pci: session.pci, signature })
    host.notify.toast(revokedMessage, 'success')
    host.store.set(atoms.sessions, { address: caipAddress, sessions: await fetchSessions(host, caipAddress) })
  } catch (error) {
    host.store.set(atoms.revokeErrors, (errors) => ({ ...errors, [session.pci]: getErrorMessage(error) }))
  } finally {
    host.store.set(atoms.revoking, undefined)
  }
}

// Portico's wallets read chainId and pci; AppKit's send the session's pci, permissions, expiry and address.
function revokeParams(session: SmartSession, caipAddress: string) {
  const { address } = parseCaipAddress(caipAddress)
  return { chainId: `0x${session.chainId.toString(16)}`, pci: session.pci, address, expiry: session.expiry, permissions: session.permissions }
}

function signatureFor(session: SmartSession, answer: RevokePermissionsResult | undefined): string | undefined {
  if (typeof answer === 'string') return answer
  return answer?.pci === session.pci ? answer.signature : undefined
}
