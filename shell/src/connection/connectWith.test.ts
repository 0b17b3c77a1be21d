import { describe, expect, it } from 'vitest'
import { fakeConnector } from '../testing/fakeConnector'
import { createConnectWith } from './connectWith'
import { testConnection } from './testing'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('createConnectWith', () => {
  it('connects and activates the namespace of the wallet that grants an account', async () => {
    const { ctx, connected, modal } = testConnection()
    const { connector } = fakeConnector({ address: ADDRESS })
    await createConnectWith(ctx, modal, connected)('eip155', async () => connector)
    expect(ctx.store.get(ctx.atoms.connections).eip155?.address).toBe(ADDRESS)
    expect(ctx.store.get(ctx.atoms.activeNamespace)).toBe('eip155')
    expect(ctx.store.get(ctx.atoms.connectionStatus).eip155).toBe('connected')
  })

  it('shows the error of a wallet that grants nothing and leaves the namespace disconnected', async () => {
    const { ctx, connected, modal } = testConnection()
    await createConnectWith(ctx, modal, connected)('eip155', async () => fakeConnector().connector)
    expect(ctx.store.get(ctx.atoms.connectError)).toBe('The wallet returned no account')
    expect(ctx.store.get(ctx.atoms.connectDeclined)).toBe(false)
    expect(ctx.store.get(ctx.atoms.connectionStatus).eip155).toBe('disconnected')
  })

  it('tells a refusal (4001) from a failure, for the screen to say which', async () => {
    const { ctx, connected, modal } = testConnection()
    const refusing = fakeConnector({ address: ADDRESS }).connector
    const refusal = Object.assign(new Error('User rejected the request. Version: viem@2.57.20'), { code: 4001 })
    await createConnectWith(ctx, modal, connected)('eip155', async () => ({ ...refusing, connect: () => Promise.reject(refusal) }))
    expect(ctx.store.get(ctx.atoms.connectDeclined)).toBe(true)
  })

  it('lets go of a wallet that answers after a newer attempt', async () => {
    const { ctx, connected, modal } = testConnection()
    const late = fakeConnector({ address: ADDRESS })
    const connecting = createConnectWith(ctx, modal, connected)('eip155', async () => late.connector)
    connected.beginAttempt('eip155')
    await connecting
    expect(late.calls.disconnect).toBe(1)
    expect(ctx.store.get(ctx.atoms.connections).eip155).toBeUndefined()
  })
})
