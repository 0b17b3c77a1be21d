import { createWalletClient, http, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { waitForTransactionReceipt, writeContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTIBLE_ISSUER, compilePorticoCollectible, deploySandboxCollectibles, type SandboxCollection } from '../../../../sandbox/scripts/deployCollectibles'
import { ANVIL_DEV_ADDRESSES, ANVIL_DEV_PRIVATE_KEYS, startAnvil, type AnvilInstance } from '../../../../toolchain/processes/anvil'
import { createChainRuntime, type ChainRuntime } from '../../chains/createChainRuntime'
import { chainConfigSchema } from '../../config/configSchema'
import { otterscanHistory } from './otterscanHistory'

const HOLDER = ANVIL_DEV_ADDRESSES[1] as Address
const FRIEND = ANVIL_DEV_ADDRESSES[2] as Address
const limits = { maxLogBlockRange: 2n, maxLogRanges: 50 }

let anvil: AnvilInstance
let chain: ChainRuntime
let pass: SandboxCollection
let spam: SandboxCollection

async function send(key: `0x${string}` | typeof COLLECTIBLE_ISSUER, address: Address, functionName: 'mint' | 'transferFrom', args: readonly unknown[]) {
  const account = typeof key === 'string' ? privateKeyToAccount(key) : key
  const wallet = createWalletClient({ account, chain: chain.client.chain, transport: http(anvil.rpcUrl) })
  const hash = await writeContract(wallet, { address, abi: compilePorticoCollectible().abi, functionName, args } as never)
  expect((await waitForTransactionReceipt(wallet, { hash })).status).toBe('success')
}

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  ;[pass, spam] = (await deploySandboxCollectibles([{ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' }])) as [SandboxCollection, SandboxCollection]
  chain = createChainRuntime(chainConfigSchema.parse({ id: 'eip155:31337', rpcUrl: anvil.rpcUrl, history: { kind: 'otterscan', spamCollections: [spam.address] } }), 5_000)
  // Minted to the holder by the issuer (a row Otterscan misses), a spam airdrop, then the holder gives one away.
  await send(COLLECTIBLE_ISSUER, pass.address, 'mint', [HOLDER, 4n])
  await send(COLLECTIBLE_ISSUER, pass.address, 'mint', [HOLDER, 5n])
  await send(COLLECTIBLE_ISSUER, spam.address, 'mint', [HOLDER, 1000n])
  await send(ANVIL_DEV_PRIVATE_KEYS[1] as `0x${string}`, pass.address, 'transferFrom', [HOLDER, FRIEND, 5n])
}, 60_000)
afterAll(() => anvil?.stop())

describe('otterscanHistory with NFTs', () => {
  it('maps ERC-721 transfers into nft_info (collection name and id), the operator-listed spam flagged, sent and received', async () => {
    const page = await otterscanHistory(chain, { owner: HOLDER, cursor: undefined, pageSize: 25, tokens: [], nativePrice: null, limits, spamCollections: [spam.address] })
    const nfts = page.data.map((row) => ({ operation: row.metadata.operationType, from: row.metadata.sentFrom, nfts: row.transfers.map((t) => [t.nft_info?.name, t.nft_info?.flags.is_spam, t.direction, t.quantity.numeric]) }))
    expect(nfts).toEqual([
      { operation: 'send', from: HOLDER, nfts: [['Portico Pass #5', false, 'out', '1']] },
      { operation: 'receive', from: COLLECTIBLE_ISSUER.address, nfts: [['Claim 1000 USDT at free-usdt.example #1000', true, 'in', '1']] },
      { operation: 'receive', from: COLLECTIBLE_ISSUER.address, nfts: [['Portico Pass #5', false, 'in', '1']] },
      { operation: 'receive', from: COLLECTIBLE_ISSUER.address, nfts: [['Portico Pass #4', false, 'in', '1']] },
    ])
    expect(page.data.every((row) => row.transfers.every((t) => t.fungible_info === null))).toBe(true)
  })

  it('stops a page at pageSize rows when the transfers others sent outnumber the owner\'s own, the next page going on below them', async () => {
    const input = { owner: HOLDER, tokens: [], nativePrice: null, limits, spamCollections: [spam.address] }
    const first = await otterscanHistory(chain, { ...input, cursor: undefined, pageSize: 2 })
    expect(first.data.map((row) => row.transfers[0]?.nft_info?.name)).toEqual(['Portico Pass #5', 'Claim 1000 USDT at free-usdt.example #1000'])
    const second = await otterscanHistory(chain, { ...input, cursor: first.next ?? undefined, pageSize: 2 })
    expect(second.data.map((row) => row.transfers[0]?.nft_info?.name)).toEqual(['Portico Pass #5', 'Portico Pass #4'])
  })
})
