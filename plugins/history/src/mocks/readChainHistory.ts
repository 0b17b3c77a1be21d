import type { Transaction, TransactionTransfer } from '@portico/contracts'
import { createClient, formatUnits, http, isAddressEqual, parseAbiItem, type Address, type Block } from 'viem'
import { getBlock, getBlockNumber, getLogs } from 'viem/actions'
import { iconSvg } from './tokenIconSvg'

export interface MockChain {
  chainId: number
  rpcUrl: string
}

export interface MockToken {
  chainId: number
  address: string
  symbol: string
  name: string
  decimals: number
}

/** How far back the mock looks: the sandbox's chains are young, this bounds a long session. */
const MAX_BLOCKS = 500n
const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')

const same = (a: string | null | undefined, b: string) => Boolean(a) && isAddressEqual(a as Address, b as Address)

/**
 * The account's activity on a local chain, as the Blockchain API history would list it: every
 * transaction of the last blocks it sent or received, with its native value and the ERC-20
 * Transfer events that touch it, newest first.
 */
export async function readChainHistory(chain: MockChain, tokens: readonly MockToken[], account: Address): Promise<Transaction[]> {
  const client = createClient({ transport: http(chain.rpcUrl, { batch: true, retryCount: 0 }) })
  const caipNetworkId = `eip155:${chain.chainId}`
  const latest = await getBlockNumber(client)
  const fromBlock = latest > MAX_BLOCKS ? latest - MAX_BLOCKS : 0n
  const [blocks, logs] = await Promise.all([
    Promise.all(Array.from({ length: Number(latest - fromBlock) + 1 }, (_, i) => getBlock(client, { blockNumber: latest - BigInt(i), includeTransactions: true }))),
    getLogs(client, { event: transferEvent, fromBlock, toBlock: latest }),
  ])
  const tokenOf = (address: string) => tokens.find((t) => t.chainId === chain.chainId && same(t.address, address))

  const tokenTransfers = new Map<string, TransactionTransfer[]>()
  for (const log of logs) {
    const { from, to, value } = log.args
    if (!log.transactionHash || value === undefined || !(same(from, account) || same(to, account))) continue
    const token = tokenOf(log.address)
    const symbol = token?.symbol ?? 'ERC20'
    const transfer: TransactionTransfer = {
      fungible_info: { name: token?.name ?? 'Unknown token', symbol, icon: { url: iconSvg(symbol) } },
      direction: same(from, account) ? (same(to, account) ? 'self' : 'out') : 'in',
      quantity: { numeric: formatUnits(value, token?.decimals ?? 18) },
    }
    tokenTransfers.set(log.transactionHash, [...(tokenTransfers.get(log.transactionHash) ?? []), transfer])
  }

  return blocks.flatMap((block: Block<bigint, true>) =>
    block.transactions.flatMap((tx): Transaction[] => {
      const tokensMoved = tokenTransfers.get(tx.hash) ?? []
      if (!same(tx.from, account) && !same(tx.to, account) && tokensMoved.length === 0) return []
      const transfers: TransactionTransfer[] = [
        ...(tx.value > 0n
          ? [{ fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: iconSvg('ETH') } }, direction: same(tx.from, account) ? 'out' : 'in', quantity: { numeric: formatUnits(tx.value, 18) } } as const]
          : []),
        ...tokensMoved,
      ]
      const [sent, received] = [transfers.some((t) => t.direction === 'out'), transfers.some((t) => t.direction === 'in')]
      // Something out and something else in, in one transaction: a swap (the sandbox's Uniswap V2).
      const operationType = tx.to === null ? 'deploy' : sent && received ? 'trade' : sent ? 'send' : received ? 'receive' : 'execute'
      return [
        {
          id: tx.hash,
          metadata: {
            minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
            chain: caipNetworkId,
            operationType,
            status: 'confirmed',
            sentFrom: tx.from,
            sentTo: tx.to ?? '',
            hash: tx.hash,
          },
          transfers,
        },
      ]
    }),
  )
}
