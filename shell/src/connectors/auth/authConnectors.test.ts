import type { SocialProvider } from '@portico/contracts'
import { atom, createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { createShellAtoms } from '../../core/atoms'
import { memoryStorage } from '../../testing/memoryStorage'
import { testMainnet } from '../../testing/networks'
import { createAuthConnectors } from './authConnectors'
import { createAuthStorage } from './authStorage'
import type { FrameCall } from './frameCall'
import type { FrameChannel } from './frameChannel'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Connectors over a frame that answers by request name; `connected` is what IS_CONNECTED says. */
const setup = (connected: boolean) => {
  const store = createStore()
  const atoms = createShellAtoms([testMainnet], testMainnet)
  const storage = createAuthStorage(memoryStorage())
  const session = { email: atom<string | undefined>('old@example.com'), socialUsername: atom<string | undefined>('ada'), socialProvider: atom<SocialProvider | undefined>('github') }
  const asked: string[] = []
  const answers: Record<string, unknown> = {
    GET_USER: { address, chainId: 'eip155:1', email: 'ada@example.com', smartAccountDeployed: true },
    IS_CONNECTED: { isConnected: connected },
    RPC_REQUEST: '0xsigned',
  }
  const frame = {
    request: async (name: string) => {
      asked.push(name)
      return answers[name]
    },
  } as unknown as FrameChannel
  const call: FrameCall = (run) => run(frame)
  const approve = vi.fn(async () => '0xapproved')
  const connectors = createAuthConnectors({ store, atoms }, { call, storage, approve, modal: { open: vi.fn() }, connection: { switchNetwork: vi.fn() }, toast: vi.fn(), session })
  return { store, storage, session, asked, approve, connectors }
}

describe('createAuthConnectors', () => {
  it('keeps one connector a namespace, and the user the frame reports (email, chain)', async () => {
    const { store, storage, session, connectors } = setup(true)
    const connector = connectors.connectorFor('eip155')
    expect(connectors.connectorFor('eip155')).toBe(connector)
    expect(connectors.connectorFor('solana')).not.toBe(connector)
    await expect(connector.connect()).resolves.toEqual({ accounts: [address], chainId: 1 })
    expect(connectors.lastUser()).toMatchObject({ address, smartAccountDeployed: true })
    expect(storage.read()).toMatchObject({ email: 'ada@example.com', lastChainId: 'eip155:1' })
    expect(store.get(session.email)).toBe('ada@example.com')
  })

  it('forgets what the session kept when the frame no longer holds it', async () => {
    const { store, storage, session, connectors } = setup(false)
    storage.update({ email: 'old@example.com', socialUsername: 'ada', socialProvider: 'github' })
    await expect(connectors.connectorFor('eip155').getAccounts()).resolves.toEqual([])
    expect(storage.read()).not.toHaveProperty('email')
    expect([store.get(session.email), store.get(session.socialUsername), store.get(session.socialProvider)]).toEqual([undefined, undefined, undefined])
  })

  it('runs a safe method in the frame, and sends an unsafe one to approval', async () => {
    const { asked, approve, connectors } = setup(true)
    const connector = connectors.connectorFor('eip155')
    await connector.connect()
    await expect(connector.request({ method: 'eth_getBalance', params: [address, 'latest'] })).resolves.toBe('0xsigned')
    expect(asked).toContain('RPC_REQUEST')
    await expect(connector.request({ method: 'personal_sign', params: ['0x68', address] })).resolves.toBe('0xapproved')
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ method: 'personal_sign' }))
  })
})
