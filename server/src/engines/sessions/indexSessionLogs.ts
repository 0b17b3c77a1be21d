import { getAbiItem, getAddress } from 'viem'
import { getBlock, getBlockNumber, getLogs } from 'viem/actions'
import type { SessionsChain } from './sessionsDeps'
import { sessionAccountAbi } from './sessionAccountEvents'
import type { IndexedGrant, IndexedRevocation, SessionIndexStore } from './sessionIndexStore'

const DEFAULT_MAX_BLOCK_RANGE = 2_000n
const events = [getAbiItem({ abi: sessionAccountAbi, name: 'SessionGranted' }), getAbiItem({ abi: sessionAccountAbi, name: 'SessionRevoked' })]

/**
 * Brings the chain's session index up to its latest block: from the stored cursor (else the
 * chain's `fromBlock`), asks the node for the SessionGranted and SessionRevoked logs of every
 * account in ranges of at most `maxBlockRange` blocks, reads their blocks' times, and commits each
 * range with the cursor. Instances that race index the same range once: the store's commit takes
 * the range only while the cursor has not moved, and the loser reads on from the new cursor.
 * @returns the block the index now reaches
 * @example await indexSessionLogs(chain, store) // 1234n
 */
export async function indexSessionLogs(chain: SessionsChain, store: SessionIndexStore): Promise<bigint> {
  const latest = await getBlockNumber(chain.client, { cacheTime: 0 })
  const range = chain.maxBlockRange ?? DEFAULT_MAX_BLOCK_RANGE
  for (;;) {
    const cursor = await store.cursor(chain.chainId)
    const from = cursor === undefined ? (chain.fromBlock ?? 0n) : cursor + 1n
    if (from > latest) return cursor ?? latest
    const to = from + range - 1n < latest ? from + range - 1n : latest
    const logs = await getLogs(chain.client, { events, fromBlock: from, toBlock: to, strict: true })
    const times = new Map<bigint, number>()
    for (const blockNumber of new Set(logs.map((log) => log.blockNumber))) {
      times.set(blockNumber, Number((await getBlock(chain.client, { blockNumber })).timestamp))
    }
    const grants: IndexedGrant[] = []
    const revocations: IndexedRevocation[] = []
    for (const log of logs) {
      const base = { chainId: chain.chainId, account: getAddress(log.address), pci: log.args.pci }
      const at = times.get(log.blockNumber) ?? 0
      if (log.eventName === 'SessionGranted') {
        const { signer, expiry, projectName, projectUrl, permissions } = log.args
        grants.push({ ...base, signer, expiry, projectName, projectUrl, permissions, blockNumber: log.blockNumber, createdAt: at })
      } else {
        revocations.push({ ...base, revokedAt: at })
      }
    }
    await store.commit(chain.chainId, { expected: cursor, to }, { grants, revocations })
  }
}
