import type { ConnectorEvent } from '@portico/contracts'
import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { mainnet, optimism } from '../../networks'
import { createWalletConnectClient } from './createWalletConnectClient'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA = '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy'

// The universal provider, reduced to what the client uses: one live session, events, requests.
interface FakeProvider extends EventEmitter {
  request: ReturnType<typeof vi.fn>
}
const provider = vi.hoisted(() => ({ current: undefined as FakeProvider | undefined }))
vi.mock('@walletconnect/universal-provider', () => ({
  UniversalProvider: {
    init: async () => {
      const fake = Object.assign(new EventEmitter(), {
        session: {
          topic: 'session-a',
          namespaces: {
            eip155: { accounts: [`eip155:1:${ADDRESS}`, `eip155:10:${ADDRESS}`], methods: ['personal_sign'], events: ['chainChanged'] },
            solana: { accounts: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA}`], methods: ['solana_signMessage'], events: [] },
          },
          peer: { metadata: { name: 'Test Wallet', icons: [] } },
        },
        setDefaultChain: vi.fn(),
        request: vi.fn(async () => 'ok'),
        disconnect: vi.fn(async () => undefined),
      })
      fake.off = fake.removeListener.bind(fake)
      provider.current = fake
      return fake
    },
  },
}))

async function restoredEvm() {
  const client = await createWalletConnectClient({ projectId: 'p', relayUrl: 'ws://relay', metadata: { name: 'd', description: '', url: '', icons: [] }, networks: [mainnet, optimism], logLevel: 'error', onUri: () => undefined })
  const connector = client.restoredConnector('eip155', mainnet)
  if (!connector) throw new Error('no connector')
  const events: ConnectorEvent[] = []
  connector.subscribe((event) => events.push(event))
  return { client, connector, events }
}

const sessionEvent = (chainId: string, name: string, data: unknown) => provider.current?.emit('session_event', { id: 1, topic: 'session-a', params: { chainId, event: { name, data } } })

describe('WalletConnect connector', () => {
  it('reads a wallet chain change given in hex, and asks the new chain from then on', async () => {
    const { connector, events } = await restoredEvm()
    sessionEvent('eip155:1', 'chainChanged', '0xa')
    expect(events).toEqual([{ type: 'chainChanged', chainId: 10 }])
    await connector.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })
    expect(provider.current?.request).toHaveBeenLastCalledWith({ method: 'personal_sign', params: ['0x00', ADDRESS] }, 'eip155:10')
    expect(await connector.getAccounts()).toEqual([ADDRESS])
  })

  it('rejects a request the wallet refuses with an Error carrying the wallet\'s code and words', async () => {
    const { connector } = await restoredEvm()
    provider.current?.request.mockRejectedValueOnce({ code: 4001, message: 'User rejected the request.' })
    const refused = connector.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })
    await expect(refused).rejects.toBeInstanceOf(Error)
    await expect(refused).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('takes only its own namespace\'s events from the shared session', async () => {
    const { events } = await restoredEvm()
    sessionEvent('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'accountsChanged', [SOLANA])
    sessionEvent('eip155:1', 'accountsChanged', [`eip155:1:${ADDRESS}`])
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [ADDRESS] }])
  })

  it('tells its subscribers of a switch to a chain the session grants, made without the wallet', async () => {
    const { connector, events } = await restoredEvm()
    await connector.switchNetwork?.(optimism)
    expect(provider.current?.request).not.toHaveBeenCalled()
    expect(events).toEqual([{ type: 'chainChanged', chainId: 10 }])
    expect(await connector.getChainId()).toBe(10)
  })

  it('refuses with 4200, without asking, a Solana method the session does not grant', async () => {
    const { client } = await restoredEvm()
    const [solana] = client.sessionConnections('eip155')
    provider.current?.request.mockClear()
    await expect(solana?.connector.request({ method: 'solana_signAllTransactions', params: { transactions: [], pubkey: SOLANA } })).rejects.toMatchObject({
      code: 4200,
      message: 'Test Wallet does not support solana_signAllTransactions',
    })
    expect(provider.current?.request).not.toHaveBeenCalled()
    await solana?.connector.request({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: SOLANA } })
    expect(provider.current?.request).toHaveBeenLastCalledWith({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: SOLANA } }, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('offers the session\'s other namespaces as their own connectors', async () => {
    const { client } = await restoredEvm()
    const [solana, ...rest] = client.sessionConnections('eip155')
    expect(rest).toEqual([])
    expect(solana).toMatchObject({ accounts: [SOLANA], chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', connector: { chain: 'solana', name: 'Test Wallet' } })
  })
})
