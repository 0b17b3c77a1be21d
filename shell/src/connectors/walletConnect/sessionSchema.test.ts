import { describe, expect, it } from 'vitest'
import { sessionAddresses, sessionChain, sessionNamespaces, walletConnectSessionSchema } from './sessionSchema'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const session = walletConnectSessionSchema.parse({
  topic: 'abc',
  namespaces: {
    eip155: { accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`], methods: ['personal_sign'], events: ['chainChanged'] },
    solana: { accounts: [], methods: [], events: [] },
  },
  peer: { metadata: { name: 'Portico Test Wallet', icons: [], url: 'https://x', description: '' } },
  expiry: 1,
})

describe('WalletConnect session', () => {
  it('rejects what is not a session', () => {
    expect(walletConnectSessionSchema.safeParse({ topic: 'x', namespaces: { eip155: { accounts: 'no' } } }).success).toBe(false)
  })

  it('lists the namespaces with accounts', () => {
    expect(sessionNamespaces(session)).toEqual(['eip155'])
  })

  it('reads the addresses of one chain', () => {
    expect(sessionAddresses(session, 'eip155:31338')).toEqual([address])
    expect(sessionAddresses(session, 'eip155:1')).toEqual([])
  })

  it('prefers the active chain when granted, else the first granted chain', () => {
    expect(sessionChain(session, 'eip155', 'eip155:31338')).toBe('eip155:31338')
    expect(sessionChain(session, 'eip155', 'eip155:1')).toBe('eip155:31337')
    expect(sessionChain(session, 'solana', undefined)).toBeUndefined()
  })
})
