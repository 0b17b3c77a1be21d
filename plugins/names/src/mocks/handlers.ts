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

const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status })

/** The record as the profile API answers it: addresses by coin type (the chain's, and EVM's 60). */
const toProfile = (record: NameRecord): AccountProfile & { registered: number } => ({
  name: record.name,
  registered: record.createdAt,
  addresses: { [String(record.coinType)]: { address: record.address }, [String(EVM_COIN_TYPE)]: { address: record.address } },
  attributes: [],
})

/** Names like a typed one, checked against the store. */
const suggestionsFor = async (store: NameStore, label: string) => {
  const candidates = [label, `${label}-1`, `${label}-id`, `${label}${new Date().getFullYear()}`].map((candidate) => `${candidate}${NAME_SUFFIX}`)
  return Promise.all(candidates.map(async (name) => ({ name, registered: (await store.byName(name)) !== undefined })))
}

/**
 * MSW handlers of the Blockchain API's profile endpoints (SPEC section 7), answered from one store:
 * GET /v1/profile/account/{name} (404 when free; the legacy `.wcn.id` resolves as `.reown.id`),
 * GET /v1/profile/reverse/{address}, GET /v1/profile/suggestions/{name}?zone=reown.id, and
 * POST /v1/profile/account, which takes a registration only when the signed message parses, is
 * recent, names a free `.reown.id` name that follows the rule, and its signature verifies for the
 * address on the chain of the coin type. In the sandbox they come before the send plugin's
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
    http.get(`${baseUrl}/v1/profile/account/:name`, async ({ params }) => {
      const record = await store.byName(storedName(String(params.name)))
      return record ? HttpResponse.json(toProfile(record)) : refuse(404, `${String(params.name)} not found`)
    }),
    http.get(`${baseUrl}/v1/profile/reverse/:address`, async ({ params }) => {
      const address = String(params.address)
      if (!isEvmAddress(address) || !address.startsWith('0x')) return refuse(400, 'Invalid address')
      return HttpResponse.json((await store.byAddress(address as Address)).map(toProfile))
    }),
    http.get(`${baseUrl}/v1/profile/suggestions/:name`, async ({ params, request }) => {
      if (new URL(request.url).searchParams.get('zone') !== NAME_SUFFIX.slice(1)) return refuse(400, 'Unknown zone')
      const label = String(params.name).toLowerCase()
      if (!isAccountName(label)) return refuse(400, 'Invalid name')
      return HttpResponse.json({ suggestions: await suggestionsFor(store, label) })
    }),
    http.post(`${baseUrl}/v1/profile/account`, async ({ request }) => {
      const body = registerNameBodySchema.safeParse(await request.json().catch(() => undefined))
      if (!body.success) return refuse(400, 'Invalid body')
      const { coin_type, address, message, signature } = body.data
      if (!isEvmAddress(address) || !address.startsWith('0x')) return refuse(400, 'Invalid address')
      if (coin_type < HIGH_BIT) return refuse(400, 'Invalid coin type')
      let parsed
      try {
        parsed = nameRegistrationMessageSchema.safeParse(JSON.parse(message))
      } catch {
        return refuse(400, 'The message is not JSON')
      }
      if (!parsed.success) return refuse(400, 'Invalid message')
      const { name, timestamp } = parsed.data
      if (!name.endsWith(NAME_SUFFIX) || !isAccountName(name.slice(0, -NAME_SUFFIX.length)) || name !== name.toLowerCase()) return refuse(400, 'Invalid name')
      if (Math.abs(now() - timestamp * 1000) > maxAgeMs) return refuse(401, 'The message is too old')
      try {
        const valid = await options.verifySignature({ chainId: coin_type - HIGH_BIT, address: address as Address, message, signature: signature as Hex })
        if (!valid) return refuse(401, 'Invalid signature')
      } catch (error) {
        return refuse(401, `Invalid signature: ${getErrorMessage(error)}`)
      }
      if (await store.byName(name)) return refuse(409, `${name} is taken`)
      try {
        await store.register({ name, address: address as Address, coinType: coin_type })
      } catch (error) {
        return refuse(409, getErrorMessage(error))
      }
      return HttpResponse.json({ success: true })
    }),
  ]
}
