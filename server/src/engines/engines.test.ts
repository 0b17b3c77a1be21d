import { balanceResponseSchema, identityResponseSchema, transactionHistoryResponseSchema } from '@portico/contracts'
import { createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { waitForTransactionReceipt } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { porticoServerConfig } from '../../../sandbox/scripts/porticoServerConfig'
import { ANVIL_DEV_ADDRESSES, ANVIL_DEV_PRIVATE_KEYS } from '../../../toolchain/processes/anvil'
import { startPorticoServer, type PorticoServer } from '../startPorticoServer'
import { deployTestEns } from '../testing/deployTestEns'
import { startEngineChains, type EngineChains } from '../testing/startEngineChains'

const HOLDER = ANVIL_DEV_ADDRESSES[2] as Address
const fungiblesSchema = z.object({ fungibles: z.array(z.object({ address: z.string(), name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number(), decimals: z.number() })) })

describe('the engines against anvil (hosted wire)', () => {
  let local: EngineChains
  let server: PorticoServer
  let pusd: Address
  let peur: Address
  const wallet = () => createWalletClient({ account: privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[0]!), transport: http(local.chains[0]!.rpcUrl), chain: anvil })
  const sendEth = async (ether: string) => waitForTransactionReceipt(wallet(), { hash: await wallet().sendTransaction({ to: HOLDER, value: parseEther(ether) }) })
  const sendPusd = async (amount: string) => waitForTransactionReceipt(wallet(), { hash: await wallet().writeContract({ address: pusd, abi: erc20Abi, functionName: 'transfer', args: [HOLDER, parseUnits(amount, 6)] }) })
  const holder = () => createWalletClient({ account: privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[2]!), transport: http(local.chains[0]!.rpcUrl), chain: anvil })
  const get = async (path: string) => fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}projectId=p1`)

  beforeAll(async () => {
    local = await startEngineChains(1)
    pusd = local.tokens.find((token) => token.symbol === 'PUSD')!.address as Address
    peur = local.tokens.find((token) => token.symbol === 'PEUR')!.address as Address
    const ens = await deployTestEns(local.chains[0]!.rpcUrl)
    await ens.name(HOLDER, 'holder.eth', { avatar: 'https://example.com/holder.png' })
    // A reverse record whose name does not resolve back to the address: not the address's name.
    await ens.name(ANVIL_DEV_ADDRESSES[1]!, 'impostor.eth', { forwardTo: HOLDER })
    const config = porticoServerConfig({ ...local, port: 0, project: { id: 'p1', allowedOrigins: ['*'] }, historyPageSize: 1 })
    // Transfer logs read two blocks an eth_getLogs call: a page spans several bounded ranges.
    const history = { kind: 'otterscan' as const, maxLogBlockRange: 2, maxLogRanges: 50 }
    server = await startPorticoServer({ ...config, chains: config.chains?.map((chain) => ({ ...chain, ensRegistry: ens.registry, history })) })
    await sendEth('1.5')
    await sendPusd('250')
    // The holder's own token transfer; the PUSD above was sent to it by another account, which Otterscan does not index for the holder.
    await waitForTransactionReceipt(holder(), { hash: await holder().writeContract({ address: pusd, abi: erc20Abi, functionName: 'transfer', args: [ANVIL_DEV_ADDRESSES[1]!, parseUnits('20', 6)] }) })
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
    await local?.stop()
  })

  it('GET /v1/account/{address}/balance: native and token-list balances by one multicall, priced from the Uniswap V2 pools', async () => {
    const answer = balanceResponseSchema.parse(await (await get(`/v1/account/${HOLDER}/balance?currency=usd&chainId=eip155:31337`)).json())
    const eth = answer.balances.find((balance) => balance.symbol === 'ETH')
    // A 50 ETH / 100 000 PUSD pool: 2000 dollars an ether.
    expect(eth).toMatchObject({ chainId: 'eip155:31337', price: 2000, quantity: { decimals: '18' } })
    // 10 000 ETH of anvil's, 1.5 received, a token transfer's gas paid.
    const ether = Number(eth?.quantity.numeric)
    expect(ether).toBeGreaterThan(10_001.49)
    expect(ether).toBeLessThan(10_001.5)
    expect(eth?.value).toBeCloseTo(ether * 2000, 1)
    expect(eth?.address).toBeUndefined()
    expect(answer.balances.find((balance) => balance.symbol === 'PUSD')).toMatchObject({ address: `eip155:31337:${pusd}`, price: 1, quantity: { decimals: '6', numeric: '230' }, value: 230 })
    // PEUR is on the list but not held: left out.
    expect(answer.balances.map((balance) => balance.symbol).sort()).toEqual(['ETH', 'PUSD'])
  })

  it('keeps balances 30 s in the database; forceUpdate reads the chain again', async () => {
    await get(`/v1/account/${HOLDER}/balance?chainId=eip155:31337`)
    await sendPusd('5')
    const cachedAnswer = await get(`/v1/account/${HOLDER}/balance?chainId=eip155:31337`)
    expect(cachedAnswer.headers.get('content-type')).toMatch(/^application\/json/)
    const cached = balanceResponseSchema.parse(await cachedAnswer.json())
    expect(cached.balances.find((balance) => balance.symbol === 'PUSD')?.quantity.numeric).toBe('230')
    const fresh = balanceResponseSchema.parse(await (await get(`/v1/account/${HOLDER}/balance?chainId=eip155:31337&forceUpdate=true`)).json())
    expect(fresh.balances.find((balance) => balance.symbol === 'PUSD')?.quantity.numeric).toBe('235')
    // The cached answer's JSON is made once per cached list: the list read afresh is answered, not the old text.
    const after = balanceResponseSchema.parse(await (await get(`/v1/account/${HOLDER}/balance?chainId=eip155:31337`)).json())
    expect(after.balances.find((balance) => balance.symbol === 'PUSD')?.quantity.numeric).toBe('235')
    const metrics = await (await fetch(`${server.url}/metrics`)).text()
    expect(metrics).toMatch(/portico_cache_lookups_total\{area="balance",result="hit"\} [1-9]/)
  })

  it('answers a bad address or an unknown chain with 400 in the hosted shape', async () => {
    expect((await get('/v1/account/0x123/balance')).status).toBe(400)
    const unknown = await get(`/v1/account/${HOLDER}/balance?chainId=eip155:5`)
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ status: 'FAILED', reasons: [{ field: 'chainId' }] })
  })

  it('POST /v1/fungible/price: a token priced through its pool (PEUR against PUSD)', async () => {
    const response = await fetch(`${server.url}/v1/fungible/price?projectId=p1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: 'p1', currency: 'usd', addresses: [`eip155:31337:${peur}`] }),
    })
    const { fungibles } = fungiblesSchema.parse(await response.json())
    expect(fungibles).toEqual([{ address: `eip155:31337:${peur}`, name: 'Portico Euro', symbol: 'PEUR', iconUrl: '', price: 1.1, decimals: 18 }])
    const unknownProject = await fetch(`${server.url}/v1/fungible/price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ projectId: 'x', currency: 'usd', addresses: [] }) })
    expect(unknownProject.status).toBe(401)
  })

  it('GET /v1/account/{address}/history: Otterscan transactions and the token transfers others sent (Transfer logs), in the hosted shape, newest first, paged by cursor', async () => {
    const first = transactionHistoryResponseSchema.parse(await (await get(`/v1/account/${HOLDER}/history?chainId=eip155:31337`)).json())
    // Page size 1: Otterscan's newest transaction (the holder's send of 20) and the 5 PUSD sent to it
    // since (the balance test's) are read together, but a page stops at one row, the newest.
    expect(first.data.map((row) => row.transfers?.[0]?.quantity.numeric)).toEqual(['5'])
    const pages = [first]
    while (pages.at(-1)?.next) pages.push(transactionHistoryResponseSchema.parse(await (await get(`/v1/account/${HOLDER}/history?chainId=eip155:31337&cursor=${pages.at(-1)?.next}`)).json()))
    const transactions = pages.flatMap((page) => page.data)
    expect(transactions[1]?.metadata).toMatchObject({ operationType: 'send', status: 'confirmed', chain: 'eip155:31337', sentFrom: HOLDER, sentTo: pusd })
    expect(transactions[1]?.transfers?.[0]).toMatchObject({ fungible_info: { symbol: 'PUSD' }, direction: 'out', quantity: { numeric: '20' } })
    expect(transactions.map((transaction) => transaction.transfers?.[0]?.quantity.numeric)).toEqual(['5', '20', '250', '1.5'])
    expect(new Set(transactions.map((transaction) => transaction.id)).size).toBe(4)
    expect(transactions[2]?.metadata).toMatchObject({ operationType: 'receive', status: 'confirmed', sentFrom: ANVIL_DEV_ADDRESSES[0], sentTo: pusd, chain: 'eip155:31337' })
    expect(transactions[2]?.transfers).toEqual([expect.objectContaining({ fungible_info: expect.objectContaining({ symbol: 'PUSD' }), direction: 'in', quantity: { numeric: '250' } })])
    expect(transactions[3]?.metadata).toMatchObject({ operationType: 'receive', sentTo: HOLDER })
    expect(transactions[3]?.transfers?.[0]).toMatchObject({ fungible_info: { symbol: 'ETH' }, direction: 'in', price: 2000, value: 3000 })
    expect(new Date(transactions[2]!.metadata.minedAt).getTime()).toBeGreaterThan(Date.UTC(2020, 0))
    expect((await get(`/v1/account/${HOLDER}/history?chainId=eip155:31337&cursor=abc`)).status).toBe(400)
  })

  it('GET /v1/identity/{address}: the ENS name that resolves back to the address, with its avatar; else no name', async () => {
    const named = identityResponseSchema.parse(await (await get(`/v1/identity/${HOLDER}`)).json())
    expect(named).toEqual({ name: 'holder.eth', avatar: 'https://example.com/holder.png' })
    expect(await (await get(`/v1/identity/${ANVIL_DEV_ADDRESSES[1]}`)).json()).toEqual({ name: null, avatar: null })
    expect(await (await get(`/v1/identity/${ANVIL_DEV_ADDRESSES[0]}`)).json()).toEqual({ name: null, avatar: null })
  })
})
