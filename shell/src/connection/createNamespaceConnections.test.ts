// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { getWallets } from '@wallet-standard/app'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { testNetwork } from '../catalogue/testing'
import { createFakeStandardWallet, standardAccount } from '../connectors/walletStandard/testing'
import { createSolanaRpcHandlers } from '../connectors/solana/mocks/handlers'
import { createShellCore } from '../core/createShellCore'
import { bitcoinTestnet, solanaDevnet } from '../networks'
import { appKitOptionsSchema } from '../options/appKitOptionsSchema'
import { memoryStorage } from '../modal/testing'
import type { KeyValueStorage } from '../persistence/connectionStorage'

const publicKey = ed25519.getPublicKey(new Uint8Array(32).fill(3))
const address = base58.encode(publicKey)
const server = setupServer(...createSolanaRpcHandlers({ url: solanaDevnet.rpcUrls.default.http[0] ?? '', balances: { [address]: 2_500_000_000n } }))
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterAll(() => server.close())

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((fn) => fn()))

function fakeSolanaWallet(refuse = false) {
  const fake = createFakeStandardWallet({ name: 'Fake Solana', chains: ['solana:devnet'], granted: [standardAccount(address, publicKey, ['solana:devnet'])] })
  if (refuse) {
    ;(fake.wallet.features['standard:connect'] as { connect: () => Promise<unknown> }).connect = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
  }
  cleanups.push(getWallets().register(fake.wallet))
  return fake
}

function core(networks = [testNetwork, solanaDevnet], storage: KeyValueStorage = memoryStorage()) {
  return createShellCore(appKitOptionsSchema.parse({ projectId: 'p', networks, features: { receive: false, send: false, history: false, analytics: false } }), { window, storage })
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true))

describe('namespace wallets', () => {
  it('are discovered only for the namespaces the dapp configured, and only when asked', async () => {
    fakeSolanaWallet()
    cleanups.push(getWallets().register(createFakeStandardWallet({ name: 'Fake Bitcoin', chains: ['bitcoin:testnet'], granted: [] }).wallet))
    const shell = core()
    expect(shell.namespaces.configured).toEqual(['solana'])
    expect(shell.store.get(shell.atoms.namespaceWallets)).toEqual([])

    shell.namespaces.discover()
    await until(() => shell.store.get(shell.atoms.namespaceWallets).length > 0)
    expect(shell.store.get(shell.atoms.namespaceWallets).map(({ id, namespace }) => ({ id, namespace }))).toEqual([{ id: 'solana:Fake Solana', namespace: 'solana' }])
  })

  it('connect on their own namespace: account, records, Solana network and balance', async () => {
    fakeSolanaWallet()
    const shell = core()
    shell.namespaces.discover()
    await until(() => shell.store.get(shell.atoms.namespaceWallets).length > 0)
    await shell.namespaces.connect('solana:Fake Solana')

    expect(shell.store.get(shell.atoms.connectionStatus)).toMatchObject({ solana: 'connected', eip155: 'disconnected' })
    expect(shell.store.get(shell.atoms.activeNamespace)).toBe('solana')
    expect(shell.store.get(shell.atoms.network)?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(shell.store.get(shell.atoms.account)).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `${solanaDevnet.caipNetworkId}:${address}`,
      allAccounts: [{ namespace: 'solana', address, type: 'eoa', publicKey: address }],
    })
    await until(() => shell.store.get(shell.atoms.account).balance !== undefined)
    expect(shell.store.get(shell.atoms.account)).toMatchObject({ balance: '2.5', balanceSymbol: 'SOL' })
  })

  it('leave the namespace disconnected with the error when the wallet refuses', async () => {
    fakeSolanaWallet(true)
    const shell = core()
    shell.namespaces.discover()
    await until(() => shell.store.get(shell.atoms.namespaceWallets).length > 0)
    await shell.namespaces.connect('solana:Fake Solana')
    expect(shell.store.get(shell.atoms.connectionStatus).solana).toBe('disconnected')
    expect(shell.store.get(shell.atoms.account).status).toBe('disconnected')
    expect(shell.store.get(shell.atoms.connectError)).toBe('User rejected the request.')
  })

  it('restore a stored Solana session without a prompt', async () => {
    const { wallet, calls } = fakeSolanaWallet()
    await (wallet.features['standard:connect'] as { connect: () => Promise<unknown> }).connect()
    const storage = memoryStorage({
      '@portico/connection': JSON.stringify({ connectorId: 'solana:Fake Solana', walletName: 'Fake Solana', activeCaipNetworkId: solanaDevnet.caipNetworkId, connectedNamespaces: ['solana'] }),
    })
    const shell = core([testNetwork, solanaDevnet, bitcoinTestnet], storage)
    await shell.connection.restore()
    expect(shell.store.get(shell.atoms.account)).toMatchObject({ status: 'connected', address })
    expect(calls.filter((call) => call.feature === 'standard:connect')).toHaveLength(1)
    // Discovery ran for the restore, not for Bitcoin: nothing else was asked.
    expect(shell.store.get(shell.atoms.namespaceWallets).map((w) => w.namespace)).toEqual(['solana'])
  })
})
