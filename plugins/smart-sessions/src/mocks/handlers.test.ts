import { smartSessionsListSchema } from '@portico/contracts/sessions'
import { HOSTED_SESSIONS_LIST, HOSTED_SESSIONS_REVOKE_ANSWER, hostedShapeMismatches, revokeSessionTypedData } from '@portico/contracts/testing'
import { setupServer } from 'msw/node'
import type { Address, Hex } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionsHandlers } from './handlers'
import { RevocationRefusedError, SESSIONS_RELAYER_PRIVATE_KEY, type SessionsChain } from './sessionsChain'
import type { GrantedLog } from './sessionsFromLogs'

const api = 'https://rpc.walletconnect.org'
const owner = privateKeyToAccount(generatePrivateKey())
const pci = `0x${'ab'.repeat(32)}` as const
const older = `0x${'cd'.repeat(32)}` as const
const permissions = [{ type: 'contract-call', data: { address: '0x0588f943F5b11d3C914b21647c30b6a015DC6c94', functions: [{ functionName: 'increment' }] } }]
const grant = (overrides: Partial<GrantedLog>): GrantedLog => ({
  pci,
  signer: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  expiry: 1_800_000_000,
  projectName: 'Portico Sandbox',
  projectUrl: 'http://127.0.0.1:5173',
  permissions: JSON.stringify(permissions),
  blockNumber: 10n,
  createdAt: 1_764_000_000,
  ...overrides,
})

/** A chain whose logs are given and whose account code, like PorticoSessionAccount's, refuses a revoked session. */
function fakeChain(chainId: number, granted: GrantedLog[]) {
  const revoked = new Map<string, number>()
  const submitted: [Address, Hex, Hex][] = []
  const chain: SessionsChain = {
    chainId,
    readLogs: async (account) => ({ granted: account.toLowerCase() === owner.address.toLowerCase() ? granted : [], revoked: new Map(revoked) }),
    submitRevocation: async (account, id, signature) => {
      if (revoked.has(id)) throw new RevocationRefusedError('SessionIsRevoked')
      submitted.push([account, id, signature])
      revoked.set(id, 1_764_000_600)
      return `0x${'12'.repeat(32)}`
    },
  }
  return { chain, submitted }
}

const local = fakeChain(31337, [grant({ pci: older, blockNumber: 5n }), grant({ pci, blockNumber: 9n }), grant({ pci: `0x${'ee'.repeat(32)}`, permissions: '{"not":"a list"}' })])
const other = fakeChain(31338, [])
const server = setupServer(...createSessionsHandlers({ chains: [local.chain, other.chain] }))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const list = async (address: string = `eip155:31337:${owner.address}`) => fetch(`${api}/v1/sessions/${address}?projectId=p`)
const revoke = (body: unknown, address: string = `eip155:31337:${owner.address}`) =>
  fetch(`${api}/v1/sessions/${address}/revoke?projectId=p`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const ownerSignature = (id: Hex, chainId = 31337) => owner.signTypedData(revokeSessionTypedData({ chainId, account: owner.address, pci: id }))

describe('sessions mock handlers', () => {
  it('lists the grants the chain logged on the CAIP-10 account\'s chain, in the hosted shape, newest first, dropping one whose permissions are not ERC-7715', async () => {
    const answer: unknown = await (await list()).json()
    expect(hostedShapeMismatches(answer, HOSTED_SESSIONS_LIST)).toEqual([])
    const { pcis } = smartSessionsListSchema.parse(answer)
    expect(pcis.map((session) => [session.pci, session.revokedAt])).toEqual([
      [pci, null],
      [older, null],
    ])
    expect(pcis[0]).toEqual({ project: { id: 'p', name: 'Portico Sandbox', url: 'http://127.0.0.1:5173', iconUrl: null }, pci, expiry: 1_800_000_000, createdAt: 1_764_000_000, permissions, policies: [], context: pci, revokedAt: null })
    expect(await (await list(`eip155:31337:${privateKeyToAccount(generatePrivateKey()).address}`)).json()).toEqual({ pcis: [] })
    expect(await (await list(`eip155:31338:${owner.address}`)).json()).toEqual({ pcis: [] })
    expect((await list(owner.address)).status).toBe(400)
    expect((await fetch(`${api}/v1/sessions/eip155:31337:${owner.address}`)).status).toBe(400)
  })

  it('refuses a revocation the account did not sign, for another chain, or of an unknown session, before anything reaches the chain', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey())
    const strangers = await stranger.signTypedData(revokeSessionTypedData({ chainId: 31337, account: owner.address, pci }))
    expect((await revoke({ pci, signature: strangers })).status).toBe(400)
    expect((await revoke({ pci, signature: await ownerSignature(pci, 31338) })).status).toBe(400)
    expect((await revoke({ pci, signature: await ownerSignature(pci) }, owner.address)).status).toBe(400)
    expect((await revoke({ pci: `0x${'99'.repeat(32)}`, signature: await ownerSignature(`0x${'99'.repeat(32)}`) })).status).toBe(404)
    expect((await revoke({ pci, signature: '0x12' })).status).toBe(400)
    expect(local.submitted).toEqual([])
  })

  it('has the relayer submit a signed revocation, after which the list says revoked and a second one is refused', async () => {
    const signature = await ownerSignature(pci)
    const response = await revoke({ pci, signature })
    expect([response.status, await response.text()]).toEqual([200, HOSTED_SESSIONS_REVOKE_ANSWER])
    expect(local.submitted).toEqual([[owner.address, pci, signature]])
    const { pcis } = smartSessionsListSchema.parse(await (await list()).json())
    expect(pcis.find((session) => session.pci === pci)?.revokedAt).toBe(1_764_000_600)
    const again = await revoke({ pci, signature })
    expect([again.status, await again.json()]).toEqual([409, { reasons: [{ description: `The session ${pci} is already revoked` }] }])
  })

  it('relays from anvil account 7, a dev key no other part of the sandbox spends from', () => {
    const relayer = privateKeyToAccount(SESSIONS_RELAYER_PRIVATE_KEY).address
    expect(relayer).toBe(mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 7 }).address)
  })
})
