import { smartSessionsListSchema } from '@portico/contracts/sessions'
import { revokeSessionTypedData } from '@portico/contracts/testing'
import { createPublicClient, createWalletClient, http, type Hex, type LocalAccount, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deploySmartAccountContracts } from '../../../../sandbox/secure-site/smart-account/deploySmartAccountContracts'
import { startAnvil, type AnvilInstance } from '../../../../toolchain/processes/anvil'
import { createDatabase } from '../../db/createDatabase'
import type { PorticoDatabase } from '../../db/database'
import { fundedTestAccount, grantTestSession } from '../../testing/grantTestSession'
import { hostedRefusal } from '../../testing/hostedRefusal'
import { createDbSessionIndexStore } from './createDbSessionIndexStore'
import { indexSessionLogs } from './indexSessionLogs'
import { listSessions } from './listSessions'
import { revokeSession } from './revokeSession'
import { sessionAccountAbi } from './sessionAccountEvents'
import type { SessionsChain, SessionsDeps } from './sessionsDeps'

// The sessions engine on PorticoSessionAccount on anvil, its index in the server's database (PGlite):
// grants and revocations are the chain's logs.

describe('sessions engine', () => {
  let anvil: AnvilInstance
  let database: PorticoDatabase
  let chain: { chainId: number; rpcUrl: string; name: string }
  let sessionsChain: SessionsChain
  let deps: SessionsDeps
  let owner: LocalAccount
  const pcis: Hex[] = []
  const client = () => createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 }) as PublicClient
  const funded = () => fundedTestAccount(anvil.rpcUrl)
  const grant = (account: LocalAccount, name: string) => grantTestSession(chain, account, name)
  const caip = (address: string) => `eip155:${chain.chainId}:${address}`

  beforeAll(async () => {
    ;[anvil, database] = await Promise.all([startAnvil({ port: 0, chainId: 31337 }), createDatabase({})])
    chain = { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl, name: 'Anvil' }
    await deploySmartAccountContracts([chain])
    const relayer = createWalletClient({ account: await funded(), transport: http(anvil.rpcUrl) })
    // Small ranges, so the index walks several of them.
    sessionsChain = { chainId: chain.chainId, client: client(), relayer, maxBlockRange: 3n }
    deps = { chains: new Map([[chain.chainId, sessionsChain]]), store: createDbSessionIndexStore(database.db) }
    owner = await funded()
    pcis.push(await grant(owner, 'First dapp'), await grant(owner, 'Second dapp'))
  }, 120_000)
  afterAll(async () => {
    await Promise.all([anvil?.stop(), database?.close()])
  })

  it('indexes each range once when three instances index at once', async () => {
    await Promise.all([indexSessionLogs(sessionsChain, deps.store), indexSessionLogs(sessionsChain, deps.store), indexSessionLogs(sessionsChain, deps.store)])
    expect((await deps.store.sessionsOf(chain.chainId, owner.address)).map((s) => s.pci).sort()).toEqual([...pcis].sort())
  })

  it("lists the account's sessions from the logs, newest first, and keeps the chain's cursor", async () => {
    const list = smartSessionsListSchema.parse(await listSessions({ address: caip(owner.address), projectId: 'p' }, deps))
    expect(list.pcis.map((s) => [s.pci, s.project.name, s.revokedAt])).toEqual([[pcis[1], 'Second dapp', null], [pcis[0], 'First dapp', null]])
    expect(list.pcis[0]).toMatchObject({ project: { id: 'p', url: 'http://127.0.0.1:5173' }, context: pcis[1], policies: [] })
    expect(list.pcis[0]!.permissions[0]?.type).toBe('contract-call')
    expect(await deps.store.cursor(chain.chainId)).toBe(await client().getBlockNumber())
    // Another account, and a chain the server does not index, list nothing.
    expect((await listSessions({ address: caip((await funded()).address), projectId: 'p' }, deps)).pcis).toEqual([])
    expect(await listSessions({ address: `eip155:1:${owner.address}`, projectId: 'p' }, deps)).toEqual({ pcis: [] })
    expect((await hostedRefusal(listSessions({ address: owner.address, projectId: 'p' }, deps))).status).toBe(400)
  })

  it("revokes through the relayer with the owner's signature; the list then shows revokedAt", async () => {
    const pci = pcis[0]!
    const stranger = await funded()
    const forged = await stranger.signTypedData(revokeSessionTypedData({ chainId: chain.chainId, account: owner.address, pci }))
    expect(await hostedRefusal(revokeSession({ address: caip(owner.address), projectId: 'p', body: { pci, signature: forged } }, deps))).toEqual({ status: 401, field: 'signature', description: 'Signature validation error: Invalid signature' })
    const signature = await owner.signTypedData(revokeSessionTypedData({ chainId: chain.chainId, account: owner.address, pci }))
    expect(await revokeSession({ address: caip(owner.address), projectId: 'p', body: { pci, signature } }, deps)).toBeUndefined()
    const [, , revoked] = await client().readContract({ address: owner.address, abi: sessionAccountAbi, functionName: 'sessionOf', args: [pci] })
    expect(revoked).toBe(true)
    const list = await listSessions({ address: caip(owner.address), projectId: 'p' }, deps)
    expect(list.pcis.find((s) => s.pci === pci)?.revokedAt).toBe(Number((await client().getBlock()).timestamp))
    expect(list.pcis.find((s) => s.pci === pcis[1])?.revokedAt).toBeNull()
    expect(await hostedRefusal(revokeSession({ address: caip(owner.address), projectId: 'p', body: { pci, signature } }, deps))).toEqual({ status: 400, field: 'pci', description: `Permission is revoked: ${pci}` })
    const unknown = `0x${'ab'.repeat(32)}`
    expect(await hostedRefusal(revokeSession({ address: caip(owner.address), projectId: 'p', body: { pci: unknown, signature } }, deps))).toEqual({ status: 400, field: 'pci', description: `Permission for PCI is not found: ${unknown}` })
    expect((await hostedRefusal(revokeSession({ address: caip(owner.address), projectId: 'p', body: { pci } }, deps))).field).toBe('body.signature')
  })

  it('answers 503 in the service shape when the node is down', async () => {
    const down = createPublicClient({ transport: http('http://127.0.0.1:9', { retryCount: 0, timeout: 2_000 }) }) as PublicClient
    const broken: SessionsDeps = { chains: new Map([[chain.chainId, { ...sessionsChain, client: down }]]), store: deps.store }
    expect(await hostedRefusal(listSessions({ address: caip(owner.address), projectId: 'p' }, broken))).toEqual({ status: 503, field: 'transport', description: 'We failed to reach the provider for your request' })
  })
})
