// @vitest-environment happy-dom
import type { ChainNamespace, Connector, ConnectorType } from '@portico/contracts'
import { TEST_NETWORK } from '@portico/contracts/testing'
import { describe, expect, it, vi } from 'vitest'
import { createShellCore } from '../core/createShellCore'
import { memoryStorage } from '../modal/testing'
import { bitcoinTestnet, solanaDevnet } from '../networks'
import { appKitOptionsSchema } from '../options/appKitOptionsSchema'
import type { KeyValueStorage } from '../persistence/connectionStorage'
import { fakeConnector as fakeWallet } from '../testing/fakeConnector'

// Balance and identity reads after a connect find no backend: each fails as a network error.
vi.stubGlobal('fetch', async () => {
  throw new TypeError('offline')
})
vi.spyOn(console, 'error').mockImplementation(() => undefined)
vi.spyOn(console, 'warn').mockImplementation(() => undefined)

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BITCOIN_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const SOLANA_ADDRESS = '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy'

/** A wallet the test plays (positional, as the tests below read best). */
const fakeConnector = (chain: ChainNamespace, address: string, chainId: number | string, options: { id?: string; type?: ConnectorType } = {}) =>
  fakeWallet({ chain, address, chainId, ...options })

const bitcoinReference = bitcoinTestnet.caipNetworkId.split(':')[1] ?? ''
const solanaReference = solanaDevnet.caipNetworkId.split(':')[1] ?? ''

function shell(storage: KeyValueStorage = memoryStorage()) {
  const options = appKitOptionsSchema.parse({
    projectId: 'p',
    networks: [TEST_NETWORK, bitcoinTestnet, solanaDevnet],
    features: { receive: false, send: false, history: false, analytics: false },
  })
  return createShellCore(options, { window, storage })
}

/** eip155 and bip122 through one WalletConnect session, Solana through its own wallet; Solana is active. */
async function connectThree(core = shell()) {
  const walletConnect = { id: 'walletConnect', type: 'WALLET_CONNECT' as const }
  const evm = fakeConnector('eip155', EVM_ADDRESS, TEST_NETWORK.id, walletConnect)
  const bitcoin = fakeConnector('bip122', BITCOIN_ADDRESS, bitcoinReference, walletConnect)
  const solana = fakeConnector('solana', SOLANA_ADDRESS, solanaReference)
  await core.connection.connectWith('eip155', async () => evm.connector)
  core.connection.addSessionConnection(bitcoin.connector, BITCOIN_ADDRESS, bitcoinReference)
  await core.connection.connectWith('solana', async () => solana.connector)
  return { core, evm, bitcoin, solana }
}

const statusOf = (core: ReturnType<typeof shell>) => core.store.get(core.atoms.connectionStatus)
const networkOf = (core: ReturnType<typeof shell>) => core.store.get(core.atoms.network)?.caipNetworkId

describe('several namespaces connected at once', () => {
  it('keeps each namespace\'s wallet; the last connected is active and drives the account', async () => {
    const { core, solana } = await connectThree()
    expect(statusOf(core)).toMatchObject({ eip155: 'connected', bip122: 'connected', solana: 'connected', polkadot: 'disconnected' })
    expect(core.store.get(core.atoms.activeNamespace)).toBe('solana')
    expect(core.store.get(core.atoms.activeConnector)).toBe(solana.connector)
    expect(core.store.get(core.atoms.account)).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS, caipAddress: `${solanaDevnet.caipNetworkId}:${SOLANA_ADDRESS}` })
    expect(networkOf(core)).toBe(solanaDevnet.caipNetworkId)
    expect(core.storage.read()).toMatchObject({
      connectorId: 'solana:fake',
      activeCaipNetworkId: solanaDevnet.caipNetworkId,
      namespaceConnectors: { eip155: 'walletConnect', bip122: 'walletConnect', solana: 'solana:fake' },
    })
  })

  it('switching to another connected namespace\'s network makes it active, without asking its wallet again', async () => {
    const { core, bitcoin } = await connectThree()
    const switchNetwork = vi.spyOn(bitcoin.connector, 'switchNetwork')
    await core.connection.switchNetwork(bitcoinTestnet)
    expect(switchNetwork).not.toHaveBeenCalled()
    expect(core.store.get(core.atoms.activeNamespace)).toBe('bip122')
    expect(core.store.get(core.atoms.activeConnector)).toBe(bitcoin.connector)
    expect(core.store.get(core.atoms.account)).toMatchObject({ status: 'connected', address: BITCOIN_ADDRESS, caipAddress: `${bitcoinTestnet.caipNetworkId}:${BITCOIN_ADDRESS}` })
    expect(core.store.get(core.atoms.account).allAccounts).toEqual([{ namespace: 'bip122', address: BITCOIN_ADDRESS, type: 'payment' }])
    expect(core.storage.read()).toMatchObject({ connectorId: 'walletConnect', activeCaipNetworkId: bitcoinTestnet.caipNetworkId })
  })

  it('disconnecting one namespace ends the others of its WalletConnect session once; another wallet stays and becomes active', async () => {
    const { core, evm, bitcoin, solana } = await connectThree()
    await core.connection.switchNetwork(bitcoinTestnet)
    await core.connection.disconnect('bip122')
    // One session: told once, whichever namespace's connector carries it.
    expect(evm.calls.disconnect + bitcoin.calls.disconnect).toBe(1)
    expect(solana.calls.disconnect).toBe(0)
    expect(statusOf(core)).toMatchObject({ eip155: 'disconnected', bip122: 'disconnected', solana: 'connected' })
    expect(core.store.get(core.atoms.activeNamespace)).toBe('solana')
    expect(core.store.get(core.atoms.account)).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
    expect(networkOf(core)).toBe(solanaDevnet.caipNetworkId)
    expect(core.storage.read()).toMatchObject({ connectorId: 'solana:fake', connectedNamespaces: ['solana'], namespaceConnectors: { solana: 'solana:fake' } })
    expect(evm.listeners.size + bitcoin.listeners.size).toBe(0)
  })

  it('disconnecting an injected namespace leaves the others alone, even the active one', async () => {
    const { core, evm, solana } = await connectThree()
    await core.connection.switchNetwork(TEST_NETWORK)
    await core.connection.disconnect('solana')
    expect(solana.calls.disconnect).toBe(1)
    expect(evm.calls.disconnect).toBe(0)
    expect(statusOf(core)).toMatchObject({ eip155: 'connected', bip122: 'connected', solana: 'disconnected' })
    expect(core.store.get(core.atoms.account)).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
  })

  it('disconnect without a namespace ends every wallet and clears the stored connection', async () => {
    const { core, evm, bitcoin, solana } = await connectThree()
    const events: string[] = []
    core.events.subscribe(({ data }) => events.push(data.event))
    await core.connection.disconnect()
    expect(evm.calls.disconnect + bitcoin.calls.disconnect + solana.calls.disconnect).toBe(2)
    expect(Object.values(statusOf(core))).toEqual(['disconnected', 'disconnected', 'disconnected', 'disconnected'])
    expect(core.store.get(core.atoms.account)).toEqual({ status: 'disconnected' })
    expect(core.store.get(core.atoms.connections)).toEqual({})
    expect(networkOf(core)).toBe(TEST_NETWORK.caipNetworkId)
    expect(core.storage.read()).toMatchObject({ connectedNamespaces: [], namespaceConnectors: {} })
    expect(core.storage.read().connectorId).toBeUndefined()
    expect(events).toEqual(['DISCONNECT_SUCCESS'])
  })

  it('a wallet event of a namespace in the background updates that namespace only', async () => {
    const { core, evm } = await connectThree()
    evm.emit({ type: 'accountsChanged', accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] })
    evm.emit({ type: 'chainChanged', chainId: 1 })
    expect(core.store.get(core.atoms.account).address).toBe(SOLANA_ADDRESS)
    expect(networkOf(core)).toBe(solanaDevnet.caipNetworkId)
    expect(core.store.get(core.atoms.connections).eip155).toMatchObject({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 1 })
  })

  it('the wallet ending its session disconnects that session\'s namespaces', async () => {
    const { core, bitcoin } = await connectThree()
    bitcoin.emit({ type: 'disconnect' })
    await vi.waitFor(() => expect(statusOf(core)).toMatchObject({ eip155: 'disconnected', bip122: 'disconnected', solana: 'connected' }))
  })

  it('a network of a namespace without a wallet shows that namespace disconnected; the wallets stay for the way back', async () => {
    const { core } = await connectThree(shell())
    await core.connection.disconnect('bip122')
    await core.connection.switchNetwork(bitcoinTestnet)
    expect(core.store.get(core.atoms.activeNamespace)).toBe('bip122')
    expect(core.store.get(core.atoms.account)).toEqual({ status: 'disconnected' })
    expect(core.store.get(core.atoms.activeConnector)).toBeUndefined()
    await core.connection.switchNetwork(solanaDevnet)
    expect(core.store.get(core.atoms.account)).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
  })
})

describe('restore of several namespaces', () => {
  it('restores each stored namespace on its own; the stored active one becomes active, a lost one is forgotten', async () => {
    const storage = memoryStorage({
      '@portico/connection': JSON.stringify({
        connectorId: 'session',
        activeCaipNetworkId: bitcoinTestnet.caipNetworkId,
        connectedNamespaces: ['eip155', 'bip122', 'polkadot'],
        namespaceConnectors: { eip155: 'session', bip122: 'session', polkadot: 'polkadot:gone' },
      }),
    })
    const core = shell(storage)
    const session = { id: 'session', type: 'WALLET_CONNECT' as const }
    const connectors = { eip155: fakeConnector('eip155', EVM_ADDRESS, TEST_NETWORK.id, session), bip122: fakeConnector('bip122', BITCOIN_ADDRESS, bitcoinReference, session) }
    core.connection.registerRestorer({ matches: (id) => id === 'session', restore: async (_id, namespace) => (namespace === 'eip155' || namespace === 'bip122' ? connectors[namespace].connector : undefined) })
    core.connection.registerRestorer({ matches: (id) => id === 'polkadot:gone', restore: async () => undefined })
    const statuses: string[] = []
    core.store.sub(core.atoms.account, () => statuses.push(core.store.get(core.atoms.account).status))

    await core.connection.restore()
    expect(statusOf(core)).toMatchObject({ eip155: 'connected', bip122: 'connected', polkadot: 'disconnected' })
    expect(core.store.get(core.atoms.activeNamespace)).toBe('bip122')
    expect(core.store.get(core.atoms.account)).toMatchObject({ status: 'connected', address: BITCOIN_ADDRESS })
    expect([...new Set(statuses)]).toEqual(['connecting', 'connected'])
    expect(core.storage.read()).toMatchObject({ connectedNamespaces: ['eip155', 'bip122'], namespaceConnectors: { eip155: 'session', bip122: 'session' } })
  })
})

describe('races', () => {
  it('a disconnect while a wallet is still answering lets that wallet go; status and account agree', async () => {
    const core = shell()
    const slow = fakeConnector('eip155', EVM_ADDRESS, TEST_NETWORK.id)
    let answer: (() => void) | undefined
    slow.connector.connect = () => new Promise((resolve) => (answer = () => resolve({ accounts: [EVM_ADDRESS], chainId: TEST_NETWORK.id })))
    const connecting = core.connection.connectWith('eip155', async () => slow.connector)
    await vi.waitFor(() => expect(answer).toBeDefined())
    await core.connection.disconnect()
    answer?.()
    await connecting
    expect(statusOf(core).eip155).toBe('disconnected')
    expect(core.store.get(core.atoms.account).status).toBe('disconnected')
    expect(core.store.get(core.atoms.connections)).toEqual({})
    expect(slow.calls.disconnect).toBe(1)
  })

  it('one session ending is one disconnect, however many of its namespaces hear it', async () => {
    const { core, evm, bitcoin } = await connectThree()
    const events: string[] = []
    core.events.subscribe(({ data }) => events.push(data.event))
    evm.emit({ type: 'disconnect' })
    bitcoin.emit({ type: 'disconnect' })
    await vi.waitFor(() => expect(statusOf(core)).toMatchObject({ eip155: 'disconnected', bip122: 'disconnected', solana: 'connected' }))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(events).toEqual(['DISCONNECT_SUCCESS'])
    expect(evm.calls.disconnect + bitcoin.calls.disconnect).toBe(1)
  })

  it('disconnecting a namespace that has no wallet changes nothing and says nothing', async () => {
    const { core } = await connectThree()
    await core.connection.disconnect('bip122')
    const events: string[] = []
    core.events.subscribe(({ data }) => events.push(data.event))
    await core.connection.disconnect('bip122')
    expect(events).toEqual([])
    expect(statusOf(core).solana).toBe('connected')
  })

  it('a restore the user overtook leaves the user\'s wallet active and stored', async () => {
    const storage = memoryStorage({
      '@portico/connection': JSON.stringify({ connectorId: 'slow', activeCaipNetworkId: TEST_NETWORK.caipNetworkId, connectedNamespaces: ['eip155'], namespaceConnectors: { eip155: 'slow' } }),
    })
    const core = shell(storage)
    let finish: ((connector: Connector | undefined) => void) | undefined
    core.connection.registerRestorer({ matches: (id) => id === 'slow', restore: () => new Promise((resolve) => (finish = resolve)) })
    const restoring = core.connection.restore()
    await vi.waitFor(() => expect(finish).toBeDefined())

    const user = fakeConnector('eip155', EVM_ADDRESS, TEST_NETWORK.id, { id: 'user-wallet' })
    await core.connection.connectWith('eip155', async () => user.connector)
    finish?.(undefined)
    await restoring
    expect(core.store.get(core.atoms.activeConnector)).toBe(user.connector)
    expect(core.store.get(core.atoms.account).status).toBe('connected')
    expect(core.store.get(core.atoms.activeNamespace)).toBe('eip155')
    expect(core.storage.read()).toMatchObject({ connectorId: 'user-wallet', namespaceConnectors: { eip155: 'user-wallet' } })
  })
})
