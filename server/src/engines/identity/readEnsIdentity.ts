import { isAddressEqual, namehash, parseAbi, zeroAddress, type Address } from 'viem'
import type { ChainRuntime } from '../../chains/createChainRuntime'
import { upstream } from '../../http/upstreamError'
import type { Identity } from './nameLookup'

const registryAbi = parseAbi(['function resolver(bytes32 node) view returns (address)'])
const resolverAbi = parseAbi([
  'function name(bytes32 node) view returns (string)',
  'function addr(bytes32 node) view returns (address)',
  'function text(bytes32 node, string key) view returns (string)',
])

/**
 * The ENS primary name of an address read from the chain's ENS registry: the reverse record, kept
 * only when the name resolves back to the address (as ENS clients require), with its `avatar` text.
 *
 * @example
 * const identity = await readEnsIdentity(chain, registry, '0xd8dA...')
 */
export async function readEnsIdentity(chain: ChainRuntime, registry: Address, address: Address): Promise<Identity | null> {
  const read = chain.client
  const reverseNode = namehash(`${address.toLowerCase().slice(2)}.addr.reverse`)
  return upstream(chain.config.id, 'ens', async () => {
    const reverseResolver = await read.readContract({ address: registry, abi: registryAbi, functionName: 'resolver', args: [reverseNode] })
    if (isAddressEqual(reverseResolver, zeroAddress)) return null
    const name = await read.readContract({ address: reverseResolver, abi: resolverAbi, functionName: 'name', args: [reverseNode] })
    if (!name) return null
    const node = namehash(name)
    const resolver = await read.readContract({ address: registry, abi: registryAbi, functionName: 'resolver', args: [node] })
    if (isAddressEqual(resolver, zeroAddress)) return null
    const [forward, avatar] = await Promise.all([
      read.readContract({ address: resolver, abi: resolverAbi, functionName: 'addr', args: [node] }),
      read.readContract({ address: resolver, abi: resolverAbi, functionName: 'text', args: [node, 'avatar'] }).catch(() => ''),
    ])
    if (!isAddressEqual(forward, address)) return null
    return { name, avatar: avatar || null }
  })
}
