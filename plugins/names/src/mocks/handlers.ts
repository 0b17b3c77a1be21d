import {
  getErrorMessage,
  isAccountName,
  isEvmAddress,
  LEGACY_NAME_SUFFIX,
  NAME_SUFFIX,
  nameRegistrationMessageSchema,
  registerNameBodySchema,
  type AccountProfile,
} from '@portico/contracts'
import { http, HttpResponse, type HttpHandler } from 'msw'
import type { Address, Hex } from 'viem'
import type { NameRecord, NameStore } from './nameStore'

/** Checks a signature of `message` by `address` on the chain of `chainId` (an EOA's, or a smart account's by EIP-1271 / ERC-6492). */
export type VerifyNameSignature = (args: { chainId: number; address: Address; message: string; signature: Hex }) => Promise<boolean>

export interface NamesMockOptions {
  store: NameStore
  verifySignature: VerifyNameSignature
  /** Default the product's default, https://rpc.walletconnect.org. */
  baseUrl?: string
  /** How old a registration message may be; 10 minutes by default. */
  maxMessageAgeMs?: number
  now?: () => number
}

const HIGH_BIT = 0x80000000
const EVM_COIN_TYPE = 60

/** The service's error body (`new_error_response`, src/error.rs): a status and the reasons. */
const refuse = (status: number, field: string, description: string) => HttpResponse.json({ status: 'FAILED', reasons: [{ field, description }] }, { status })

/** The record as the service answers it (`NameAndAddresses`): addresses by coin type (the chain's, and EVM's 60), times in RFC 3339. */
const toProfile = (record: NameRecord): AccountProfile => {
  const at = new Date(record.createdAt * 1000).toISOString()
  const address = { address: record.address, created_at: at }
  return { name: record.name, registered_at: at, updated_at: at, attributes: {}, addresses: { [String(record.coinType)]: address, [String(EVM_COIN_TYPE)]: address } }
}

/** Names like a typed one that the rule accepts, checked against the store. */
const suggestionsFor = async (store: NameStore, label: string) => {
  const candidates = [label, `${label}-1`, `${label}-id`, `${label}${new Date().getFullYear()}`].filter(isAccountName).map((candidate) => `${candidate}${NAME_SUFFIX}`)
  return Promise.all(candidates.map(async (name) => ({ name, registered: (await store.byName(name)) !== undefined })))
}

/** apiVersion=2 (what clients send): `[]` where the service would otherwise answer 404. */
const isApiVersion2 = (request: Request) => new URL(request.url).searchParams.get('apiVersion') === '2'

/**
 * MSW handlers of the Blockchain API's profile endpoints (SPEC section 7), answered from one store
 * in the hosted service's shapes (hostedNameRecord in @portico/contracts/testing):
 * GET /v1/profile/account/{name} (the record; a free name is 200 `[]` with apiVersion=2, else
 * 404; the legacy `.wcn.id` resolves as `.reown.id`), GET /v1/profile/reverse/{address} (a list of
 * records, `[]` or 404 alike), GET /v1/profile/suggestions/{name}?zone=reown.id, and
 * POST /v1/profile/account, which answers the record and takes a registration only when the
 * signed message parses, is recent, names a free `.reown.id` name that follows the rule, and its
 * signature verifies for the address on the chain of the coin type. Refusals carry the service's
 * `{ status: 'FAILED', reasons }` body. In the sandbox they come before the send plugin's
 * (plugins are listed by folder), so Send resolves the names registered here.
 * @example setupWorker(...createNamesHandlers({ store: createMemoryNameStore(), verifySignature })).start()
 */
export function createNamesHandlers(options: NamesMockOptions): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? 'https://rpc.walletconnect.org').replace(/\/$/, '')
  const { store } = options
  const now = options.now ?? Date.now
  const maxAgeMs = options.maxMessageAgeMs ?? 10 * 60_000
  const storedName = (name: string) => {
    const lower = name.toLowerCase()
    return lower.endsWith(LEGACY_NAME_SUFFIX) ? `${lower.slice(0, -LEGACY_NAME_SUFFIX.length)}${NAME_SUFFIX}` : lower
  }

  return [
    http.get(`${baseUrl}/v1/profile/account/:name`, async ({ params, request }) => {
      const name = String(params.name)
      const record = await store.byName(storedName(name))
      if (record) return HttpResponse.json(toProfile(record))
      return isApiVersion2(request) ? HttpResponse.json([]) : refuse(404, 'name', `Name is not found in the database: ${name}`)
    }),
    http.get(`${baseUrl}/v1/profile/reverse/:address`, async ({ params, request }) => {
      const address = String(params.address)
      if (!isEvmAddress(address) || !address.startsWith('0x')) return refuse(400, 'address', 'Invalid address')
      const records = await store.byAddress(address as Address)
      if (records.length === 0 && !isApiVersion2(request)) return refuse(404, 'address', 'No name for address is found')
      return HttpResponse.json(records.map(toProfile))
    }),
    http.get(`${baseUrl}/v1/profile/suggestions/:name`, async ({ params, request }) => {
      if (new URL(request.url).searchParams.get('zone') !== NAME_SUFFIX.slice(1)) return refuse(400, 'zone', 'Unknown zone')
      const label = String(params.name).toLowerCase()
      if (!isAccountName(label)) return refuse(400, 'name', `Invalid name format: ${label}`)
      return HttpResponse.json({ suggestions: await suggestionsFor(store, label) })
    }),
    http.post(`${baseUrl}/v1/profile/account`, async ({ request }) => {
      const body = registerNameBodySchema.safeParse(await request.json().catch(() => undefined))
      if (!body.success) return refuse(400, 'body', 'Invalid body')
      const { coin_type, address, message, signature } = body.data
      if (!isEvmAddress(address) || !address.startsWith('0x')) return refuse(400, 'address', 'Invalid address')
      if (coin_type < HIGH_BIT) return refuse(400, 'coin_type', `Unsupported coin type: ${coin_type}`)
      let parsed
      try {
        parsed = nameRegistrationMessageSchema.safeParse(JSON.parse(message))
      } catch {
        return refuse(400, 'message', 'The message is not JSON')
      }
      if (!parsed.success) return refuse(400, 'message', 'Invalid message')
      const { name, timestamp } = parsed.data
      if (!name.endsWith(NAME_SUFFIX) || !isAccountName(name.slice(0, -NAME_SUFFIX.length)) || name !== name.toLowerCase()) return refuse(400, 'name', `Invalid name format: ${name}`)
      if (Math.abs(now() - timestamp * 1000) > maxAgeMs) return refuse(400, 'timestamp', `Signature UNIXTIME timestamp is too old: ${timestamp}`)
      try {
        const valid = await options.verifySignature({ chainId: coin_type - HIGH_BIT, address: address as Address, message, signature: signature as Hex })
        if (!valid) return refuse(401, 'signature', 'Signature verification error')
      } catch (error) {
        return refuse(401, 'signature', `Invalid signature: ${getErrorMessage(error)}`)
      }
      if (await store.byName(name)) return refuse(400, 'name', `Name is already registered: ${name}`)
      try {
        await store.register({ name, address: address as Address, coinType: coin_type })
      } catch (error) {
        return refuse(400, 'name', getErrorMessage(error))
      }
      const record = await store.byName(name)
      return record ? HttpResponse.json(toProfile(record)) : refuse(500, 'name', 'Name was not found in the database after the registration')
    }),
  ]
}
