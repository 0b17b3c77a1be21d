import { createTestHost, TEST_ADDRESS } from '@portico/contracts/testing'
import type { SmartSession } from '@portico/contracts/sessions'
import { describe, expect, it } from 'vitest'
import { createSmartSessionsAtoms } from '../atoms'
import { revokeSession } from './revokeSession'

const signature = `0x${'1b'.repeat(65)}`
// The hosted service names its sessions by UUID; Portico's on-chain sessions by 32-byte hex.
const hostedSession: SmartSession = { pci: '0b5e7a4e-8c1d-4f59-9a55-4d2e7f6b1c3a', chainId: 31337, project: { name: 'Dapp', url: '' }, expiry: 1_800_000_000, permissions: [], revoked: false }

function setUp(walletAnswer: unknown) {
  const asked: unknown[] = []
  const posted: unknown[] = []
  const { host, toasts } = createTestHost({
    rpc: { request: async (args) => (asked.push(args), walletAnswer) },
    blockchain: {
      post: async (path, _schema, body) => (posted.push({ path, body }), undefined as never),
      get: async () => ({ pcis: [] }) as never,
    },
  })
  return { host, toasts, asked, posted, atoms: createSmartSessionsAtoms() }
}

describe('revokeSession', () => {
  it('revokes a hosted session (a UUID pci) whose wallet answers the signature alone, as AppKit expects', async () => {
    const { host, toasts, asked, posted, atoms } = setUp(signature)
    await revokeSession(host, atoms, hostedSession, 'Session revoked')
    expect(asked).toEqual([
      { method: 'wallet_revokePermissions', params: [{ chainId: '0x7a69', pci: hostedSession.pci, address: TEST_ADDRESS, expiry: hostedSession.expiry, permissions: [] }] },
    ])
    expect(posted).toEqual([{ path: `/v1/sessions/eip155:31337:${TEST_ADDRESS}/revoke`, body: { pci: hostedSession.pci, signature } }])
    expect(toasts).toEqual([{ message: 'Session revoked', variant: 'success' }])
    expect(host.store.get(atoms.revokeErrors)).toEqual({})
  })

  it('takes a Portico wallet answer only for this session, and keeps the error beside it otherwise', async () => {
    const { host, posted, atoms } = setUp({ pci: `0x${'ab'.repeat(32)}`, signature })
    await revokeSession(host, atoms, hostedSession, 'Session revoked')
    expect(posted).toEqual([])
    expect(host.store.get(atoms.revokeErrors)).toEqual({ [hostedSession.pci]: 'The wallet answered wallet_revokePermissions without a signature for this session' })
  })
})
