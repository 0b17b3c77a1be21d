import type { Connector } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { fakeConnector } from '../testing/fakeConnector'
import { connectSessionNamespaces } from './connectSessionNamespaces'

describe('connectSessionNamespaces', () => {
  it('adds each other namespace of the session with its first account, and skips one without', () => {
    const bitcoin = fakeConnector({ chain: 'bip122', type: 'WALLET_CONNECT' }).connector
    const solana = fakeConnector({ chain: 'solana', type: 'WALLET_CONNECT' }).connector
    const asked: string[] = []
    const added: [Connector, string, number | string][] = []
    connectSessionNamespaces(
      {
        sessionConnections: (except) => {
          asked.push(except)
          return [
            { connector: bitcoin, accounts: ['bc1qfirst', 'bc1qsecond'], chainId: '000000000019d6689c085ae165831e93' },
            { connector: solana, accounts: [], chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
          ]
        },
      },
      'eip155',
      { addSessionConnection: (connector, address, chainId) => void added.push([connector, address, chainId]) },
    )
    expect(asked).toEqual(['eip155'])
    expect(added).toEqual([[bitcoin, 'bc1qfirst', '000000000019d6689c085ae165831e93']])
  })
})
