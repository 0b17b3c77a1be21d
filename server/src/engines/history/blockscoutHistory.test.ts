import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainRuntime } from '../../chains/createChainRuntime'
import { chainConfigSchema } from '../../config/configSchema'
import { UpstreamError } from '../../http/upstreamError'
import { blockscoutHistory } from './blockscoutHistory'

// A stand-in Blockscout answering in the shape of its REST API v2, read from Blockscout's own
// source (blockscout/blockscout, apps/block_scout_web/lib/block_scout_web/views/api/v2/:
// TransactionView `prepare_transaction`, TokenTransferView `prepare_token_transfer`, TokenView
// `token.json`, Helper `address_with_info`): lists are `{ items, next_page_params }`, a page
// below a keyset is asked for with `block_number` and `index`.
const OWNER = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'
const SENDER = '0x3333333333333333333333333333333333333333'
const PUSD = '0x4444444444444444444444444444444444444444'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const ref = (address: string) => ({ hash: address, name: null, is_contract: false, is_verified: false, ens_domain_name: null, implementations: [], metadata: null, private_tags: [], public_tags: [], watchlist_names: [] })
const transaction = (n: number, block: number, position: number, from: string, to: string, value: string, status: 'ok' | 'error', nonce: number) => ({
  hash: hash(n),
  result: status === 'ok' ? 'success' : 'Reverted',
  status,
  block_number: block,
  timestamp: `2025-10-0${(block % 9) + 1}T12:00:00.000000Z`,
  from: ref(from),
  to: ref(to),
  created_contract: null,
  confirmations: 10,
  value,
  fee: { type: 'actual', value: '21000000000000' },
  gas_price: '1000000000',
  type: 2,
  gas_used: '21000',
  gas_limit: '21000',
  nonce,
  position,
  revert_reason: null,
  raw_input: '0x',
  decoded_input: null,
  token_transfers: null,
  token_transfers_overflow: null,
  actions: [],
  exchange_rate: '2000.0',
  method: null,
  transaction_types: ['coin_transfer'],
  transaction_tag: null,
})
const tokenTransfer = (n: number, block: number, from: string, to: string, value: string) => ({
  transaction_hash: hash(n),
  from: ref(from),
  to: ref(to),
  total: { value, decimals: '6' },
  token: { address_hash: PUSD, name: 'Portico USD', symbol: 'PUSD', decimals: '6', type: 'ERC-20', icon_url: 'https://example.com/pusd.png', holders_count: '3', exchange_rate: null, total_supply: '1000000000000' },
  type: 'token_transfer',
  timestamp: `2025-10-0${(block % 9) + 1}T12:00:00.000000Z`,
  method: 'transfer',
  block_hash: hash(block + 1000),
  block_number: block,
  log_index: 1,
})

// Newest first, as Blockscout lists them.
const TRANSACTIONS = [
  transaction(0xa, 120, 0, OWNER, OTHER, '1000000000000000000', 'ok', 5),
  transaction(0xb, 110, 3, SENDER, OWNER, '500000000000000000', 'ok', 9),
  transaction(0xc, 100, 1, OWNER, PUSD, '0', 'error', 4),
]
const TOKEN_TRANSFERS = [tokenTransfer(0xa, 120, OWNER, OTHER, '20000000'), tokenTransfer(0xd, 115, SENDER, OWNER, '250000000')]

describe('blockscoutHistory', () => {
  let blockscout: Server
  let url: string
  let down = false
  const requests: string[] = []

  beforeAll(async () => {
    blockscout = createServer((request, response) => {
      const { pathname, searchParams } = new URL(request.url ?? '/', 'http://blockscout')
      requests.push(`${pathname}?${searchParams}`)
      if (down) return void response.writeHead(502).end()
      const below = searchParams.has('block_number') ? Number(searchParams.get('block_number')) : Number.POSITIVE_INFINITY
      // Two transactions a page (Blockscout's is 50), to make the page end inside the history.
      const [items, size] = pathname === `/api/v2/addresses/${OWNER}/transactions` ? [TRANSACTIONS, 2] : pathname === `/api/v2/addresses/${OWNER}/token-transfers` ? [TOKEN_TRANSFERS, 50] : [undefined, 0]
      if (!items) return void response.writeHead(404).end()
      const rest = items.filter((item) => item.block_number < below)
      const page = rest.slice(0, size)
      const last = page.at(-1)
      const next_page_params = rest.length > size && last ? { block_number: last.block_number, index: 'position' in last ? last.position : last.log_index, items_count: size } : null
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ items: page, next_page_params }))
    })
    await new Promise<void>((resolve) => blockscout.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(blockscout.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => blockscout.close(resolve)))

  const chain = () => createChainRuntime(chainConfigSchema.parse({ id: 'eip155:1', rpcUrl: 'http://127.0.0.1:9', history: { kind: 'blockscout', url } }), 1_000)

  it('merges transactions and ERC-20 transfers by transaction, newest first, and pages by block', async () => {
    requests.length = 0
    const first = await blockscoutHistory(chain(), { url, owner: OWNER, cursor: undefined, nativePrice: 2000, timeoutMs: 10_000 })
    expect(first.data.map((row) => row.id)).toEqual([hash(0xa), hash(0xd)])
    expect(first.data[0]).toMatchObject({
      metadata: { operationType: 'send', status: 'confirmed', nonce: 5, sentFrom: '0x1111111111111111111111111111111111111111', sentTo: OTHER, chain: 'eip155:1' },
      transfers: [
        { fungible_info: { symbol: 'ETH' }, direction: 'out', quantity: { numeric: '1' }, price: 2000, value: 2000 },
        { fungible_info: { symbol: 'PUSD', icon: { url: 'https://example.com/pusd.png' } }, direction: 'out', quantity: { numeric: '20' } },
      ],
    })
    // Only a token transfer to the owner: a row of its own.
    expect(first.data[1]).toMatchObject({ metadata: { operationType: 'receive', sentFrom: SENDER, minedAt: '2025-10-08T12:00:00.000Z' }, transfers: [{ direction: 'in', quantity: { numeric: '250' } }] })
    // The transactions list had more below block 110, so the page stops above it.
    expect(first.next).toBe('111')
    expect(requests).toEqual([`/api/v2/addresses/${OWNER}/transactions?`, `/api/v2/addresses/${OWNER}/token-transfers?type=ERC-20`])

    const second = await blockscoutHistory(chain(), { url, owner: OWNER, cursor: first.next!, nativePrice: null, timeoutMs: 10_000 })
    expect(requests.slice(2)).toEqual([`/api/v2/addresses/${OWNER}/transactions?block_number=111&index=0`, `/api/v2/addresses/${OWNER}/token-transfers?block_number=111&index=0&type=ERC-20`])
    expect(second.data.map((row) => [row.id, row.metadata.operationType, row.metadata.status])).toEqual([
      [hash(0xb), 'receive', 'confirmed'],
      [hash(0xc), 'execute', 'failed'],
    ])
    expect(second.data[0]?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '0.5' }, price: null, value: null })
    expect(second.next).toBeNull()
  })

  it('turns an instance that fails into an UpstreamError (the 503 the app counts)', async () => {
    down = true
    const failure = await blockscoutHistory(chain(), { url, owner: OWNER, cursor: undefined, nativePrice: null, timeoutMs: 1_000 }).catch((error: unknown) => error)
    down = false
    expect(failure).toBeInstanceOf(UpstreamError)
    expect(failure).toMatchObject({ status: 503, source: 'eip155:1', kind: 'history', field: 'unreachable' })
  })
})
