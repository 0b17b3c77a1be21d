import { decodeFunctionData, encodeAbiParameters, encodePacked, isAddressEqual, keccak256, namehash, parseAbi, zeroAddress, type Address, type Hex } from 'viem'
import { sign } from 'viem/accounts'
import { z } from 'zod'
import { addressSchema } from '../../config/tokenListSchema'
import { HostedError } from '../hostedError'
import { parseRequest } from '../parseRequest'
import type { NameStore } from './nameStore'

/** What the gateway answers for: names `<label>.<parent>` as `<label>.<zone>` in the store, signed for `resolver`. */
export interface CcipGatewayDeps {
  store: NameStore
  /** The ENS name the OffchainResolver is set on (`portico.eth`). */
  parent: string
  /** The store's zone its labels live in (`reown.id`). */
  zone: string
  /** The OffchainResolver the answers are signed for (its address is in what it verifies). */
  resolver: Address
  signerKey: Hex
  /** How long a signed answer is valid. */
  ttlSeconds: number
  now?: () => number
}

/** EIP-3668's POST body: the lookup's sender and its callData. */
export const ccipReadRequestSchema = z.object({ sender: addressSchema, data: z.string().regex(/^0x(?:[0-9a-fA-F]{2})+$/) })

const resolverServiceAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes result, uint64 expires, bytes sig)'])
const addrAbi = parseAbi(['function addr(bytes32 node) view returns (address)', 'function addr(bytes32 node, uint256 coinType) view returns (bytes)'])
const ETH_COIN_TYPE = 60n

/**
 * POST /v1/ccip: the CCIP-read gateway of the OffchainResolver (server/contracts): reads the
 * `resolve(name, data)` the resolver deferred, answers `addr` of `<label>.<parent>` from the names
 * store (the zero address for a free name, as ENS does), and signs (result, expiry) for the
 * resolver over (0x1900, resolver, expires, keccak(request), keccak(result)), which it checks.
 * @example const { data } = await answerCcipRead({ sender, data: callData }, deps)
 */
export async function answerCcipRead(request: unknown, deps: CcipGatewayDeps): Promise<{ data: Hex }> {
  const { data } = parseRequest(ccipReadRequestSchema, request)
  const call = decodeOrRefuse(() => decodeFunctionData({ abi: resolverServiceAbi, data: data as Hex }))
  const [dnsName, resolverCall] = call.args
  const name = decodeDnsName(dnsName)
  const inner = decodeOrRefuse(() => decodeFunctionData({ abi: addrAbi, data: resolverCall }))
  if (inner.args[0] !== namehash(name)) throw new HostedError(400, 'data', 'The node is not the name asked for')
  const address = await addressOf(name, deps)
  const result =
    inner.args.length === 1
      ? encodeAbiParameters([{ type: 'address' }], [address])
      : encodeAbiParameters([{ type: 'bytes' }], [inner.args[1] === ETH_COIN_TYPE && !isAddressEqual(address, zeroAddress) ? address : '0x'])
  const expires = BigInt(Math.floor((deps.now?.() ?? Date.now()) / 1000) + deps.ttlSeconds)
  const digest = keccak256(encodePacked(['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'], ['0x1900', deps.resolver, expires, keccak256(data as Hex), keccak256(result)]))
  const signature = await sign({ hash: digest, privateKey: deps.signerKey, to: 'hex' })
  return { data: encodeAbiParameters([{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }], [result, expires, signature]) }
}

async function addressOf(name: string, deps: CcipGatewayDeps): Promise<Address> {
  const suffix = `.${deps.parent}`
  const label = name.endsWith(suffix) ? name.slice(0, -suffix.length) : ''
  if (!label || label.includes('.')) return zeroAddress
  return (await deps.store.byName(`${label}.${deps.zone}`))?.address ?? zeroAddress
}

/** A DNS wire-format name (RFC 1035, as ENSIP-10 passes it) as dotted text. */
function decodeDnsName(encoded: Hex): string {
  const bytes = Buffer.from(encoded.slice(2), 'hex')
  const labels: string[] = []
  let at = 0
  while (at < bytes.length && bytes[at] !== 0) {
    const length = bytes[at]!
    labels.push(bytes.subarray(at + 1, at + 1 + length).toString('utf8'))
    at += length + 1
  }
  if (at >= bytes.length) throw new HostedError(400, 'data', 'The name is not DNS-encoded')
  return labels.join('.').toLowerCase()
}

function decodeOrRefuse<T>(decode: () => T): T {
  try {
    return decode()
  } catch {
    throw new HostedError(400, 'data', 'The call is not a resolve(bytes,bytes) of addr')
  }
}
