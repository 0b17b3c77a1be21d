import { nameRegistrationMessage } from '@portico/contracts'
import { createPublicClient, createWalletClient, http, type Hex, type LocalAccount, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deploySmartAccountContracts } from '../../../sandbox/secure-site/smart-account/deploySmartAccountContracts'
import { startAnvil, type AnvilInstance } from '../../../toolchain/processes/anvil'
import { postgresInstalled, startPostgres, type PostgresInstance } from '../../../toolchain/processes/startPostgres'
import { createDatabase } from '../db/createDatabase'
import type { PorticoDatabase } from '../db/database'
import { fundedTestAccount, grantTestSession } from '../testing/grantTestSession'
import { HostedError } from './hostedError'
import { createDbNameStore } from './names/createDbNameStore'
import { registerName } from './names/registerName'
import { createDbSessionIndexStore } from './sessions/createDbSessionIndexStore'
import { indexSessionLogs } from './sessions/indexSessionLogs'
import type { SessionIndexStore } from './sessions/sessionIndexStore'
import type { SessionsChain } from './sessions/sessionsDeps'

// Two server instances (two connection pools) on one real PostgreSQL (Debian's, a throwaway cluster): the session index's cursor
// and the names table are shared, and races between the instances resolve in the database.
// CI installs Debian's postgresql (.ci/run); a machine without it skips this file, saying so.
describe.skipIf(!postgresInstalled())('engines on one PostgreSQL shared by two instances', () => {
  let postgres: PostgresInstance
  let anvil: AnvilInstance
  let instances: PorticoDatabase[] = []
  let sessionsChain: SessionsChain
  const chain = () => ({ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl, name: 'Anvil' })
  const client = () => createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 }) as PublicClient
  const funded = () => fundedTestAccount(anvil.rpcUrl)
  const grant = (account: LocalAccount) => grantTestSession(chain(), account, 'Dapp')

  beforeAll(async () => {
    ;[postgres, anvil] = await Promise.all([startPostgres(), startAnvil({ port: 0, chainId: 31337 })])
    // Both start at once: the migrations run once, under the advisory lock.
    instances = await Promise.all([createDatabase({ databaseUrl: postgres.url }), createDatabase({ databaseUrl: postgres.url })])
    await deploySmartAccountContracts([chain()])
    sessionsChain = { chainId: anvil.chainId, client: client(), relayer: createWalletClient({ account: await funded(), transport: http(anvil.rpcUrl) }), maxBlockRange: 2n }
  }, 120_000)
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()))
    await anvil?.stop()
    await postgres?.stop()
  })

  it('indexes each block range once across the instances and shares the cursor', async () => {
    const owners = [await funded(), await funded()]
    const pcis: Hex[] = []
    for (const owner of owners) pcis.push(await grant(owner), await grant(owner))
    const committed: bigint[] = []
    // Each instance's store, counting the ranges it won.
    const counting = (store: SessionIndexStore): SessionIndexStore => ({
      ...store,
      commit: async (chainId, range, logs) => {
        const won = await store.commit(chainId, range, logs)
        if (won) committed.push(range.to)
        return won
      },
    })
    const [a, b] = instances.map((instance) => counting(createDbSessionIndexStore(instance.db)))
    await Promise.all([indexSessionLogs(sessionsChain, a!), indexSessionLogs(sessionsChain, b!), indexSessionLogs(sessionsChain, a!), indexSessionLogs(sessionsChain, b!)])
    const head = await client().getBlockNumber()
    expect(new Set(committed).size).toBe(committed.length)
    expect(committed.at(-1) ?? 0n).toBe(head)
    expect(await a!.cursor(anvil.chainId)).toBe(head)
    expect(await b!.cursor(anvil.chainId)).toBe(head)
    const indexed = [...(await b!.sessionsOf(anvil.chainId, owners[0]!.address)), ...(await a!.sessionsOf(anvil.chainId, owners[1]!.address))]
    expect(indexed.map((session) => session.pci).sort()).toEqual([...pcis].sort())
  })

  it('gives a name to one address when two instances register it at once', async () => {
    const clients = new Map([[anvil.chainId, client()]])
    const [alice, bob] = [await funded(), await funded()]
    const signed = async (account: LocalAccount) => {
      const message = nameRegistrationMessage('racer.reown.id', Date.now())
      return { message, signature: await account.signMessage({ message }), coin_type: 0x80000000 + anvil.chainId, address: account.address }
    }
    const outcomes = await Promise.allSettled(
      [alice, bob].map(async (account, index) => registerName(await signed(account), { store: createDbNameStore(instances[index]!.db), allowedZones: ['reown.id'], clients })),
    )
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
    const refused = outcomes.find((outcome) => outcome.status === 'rejected')
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(HostedError)
    expect(((refused as PromiseRejectedResult).reason as HostedError).description).toBe('Name is already registered: racer.reown.id')
  })
})
