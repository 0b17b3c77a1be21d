import { getAddress, isAddress, type Hex } from 'viem'
import { verifyMessage } from 'viem/actions'
import { accountNameIssue } from '@portico/contracts'
import * as z from 'zod'
import { HostedError } from '../hostedError'
import { parseRequest } from '../parseRequest'
import type { NamesDeps } from './namesDeps'
import { areAttributesSupported, isNameFormatCorrect, isNameInAllowedZones, isNameLengthCorrect } from './nameRules'
import { EVM_COIN_TYPE, toNameAnswer, type NameAnswer } from './toNameAnswer'

/** Names one address may hold when the operator sets no other number. */
export const DEFAULT_NAMES_PER_ADDRESS = 10

/** How far the signed message's time may be from the server's, in seconds (the service's UNIXTIMESTAMP_SYNC_THRESHOLD). */
export const REGISTRATION_TIMESTAMP_WINDOW_SECONDS = 10

/** POST /v1/profile/account body (`RegisterRequest`): the signed message is JSON text. */
export const registerNameBodySchema = z.object({
  message: z.string().max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]*$/),
  coin_type: z.number().int().nonnegative().max(0xffffffff),
  address: z.string(),
})

/** The signed message (`RegisterPayload`): the name, optional attributes, the Unix time it was signed. */
const registerPayloadSchema = z.object({
  name: z.string(),
  attributes: z.record(z.string(), z.string()).nullish(),
  timestamp: z.number().int().nonnegative(),
})

/** ENSIP-11: 60 is Ethereum; any other coin type is 0x80000000 | chain id. */
const chainIdOfCoinType = (coinType: number) => (coinType === EVM_COIN_TYPE ? 1 : coinType & 0x7fffffff)

const nameError = (description: string) => new HostedError(400, 'name', description)
const signatureError = (reason: string) => new HostedError(401, 'signature', `Signature validation error: ${reason}`)

/** The signed message, parsed as the service parses it (a bad one is its 422 deserialization error). */
function readPayload(message: string) {
  let json: unknown
  try {
    json = JSON.parse(message)
  } catch (error) {
    throw new HostedError(422, '', `Deserialization error: ${error instanceof Error ? error.message : 'invalid JSON'}`)
  }
  const payload = registerPayloadSchema.safeParse(json)
  if (!payload.success) throw new HostedError(422, '', `Deserialization error: ${payload.error.issues[0]?.path.join('.')}: ${payload.error.issues[0]?.message}`)
  return payload.data
}

/**
 * POST /v1/profile/account: registers the name of the signed message for `address`, checking in
 * the service's order: the message parses; the name's format, length and zone, and its label by the modal's own rule (accountNameIssue); the coin type's
 * chain is one the server serves; the name is free; the message's timestamp is within 10 s of now;
 * the attributes are supported; the signature is the address's on that chain (an EOA's, or a smart
 * account's by ERC-1271, or a counterfactual one's by ERC-6492, through viem's verifyMessage).
 * The address must hold fewer than `maxPerAddress` names. Answers the stored record.
 * @example await registerName({ message, signature, coin_type: 0x80007a69, address }, deps)
 */
export async function registerName(request: unknown, deps: NamesDeps): Promise<NameAnswer> {
  const body = parseRequest(registerNameBodySchema, request)
  const payload = readPayload(body.message)
  const { name } = payload
  if (!isNameFormatCorrect(name)) throw nameError(`Invalid name format: ${name}`)
  if (!isNameLengthCorrect(name)) throw nameError(`Invalid name length: ${name}`)
  // The modal's own rule too: a name it would refuse to show is never stored.
  const labelIssue = accountNameIssue(name.split('.')[0])
  if (labelIssue) throw nameError(`Invalid name format: ${name}: ${labelIssue}`)
  if (!isNameInAllowedZones(name, deps.allowedZones)) throw nameError(`Name is not in the allowed zones: ${name}`)
  const client = deps.clients.get(chainIdOfCoinType(body.coin_type))
  if (!client) throw new HostedError(400, 'coin_type', `Unsupported coin type: ${body.coin_type}`)
  if (await deps.store.byName(name)) throw nameError(`Name is already registered: ${name}`)
  const now = Math.floor((deps.now ?? Date.now)() / 1000)
  if (Math.abs(now - payload.timestamp) > REGISTRATION_TIMESTAMP_WINDOW_SECONDS) {
    throw new HostedError(400, 'timestamp', `Signature UNIXTIME timestamp is too old: ${payload.timestamp}`)
  }
  const attributes = payload.attributes ?? {}
  if (!areAttributesSupported(attributes)) throw new HostedError(400, 'attributes', 'Unsupported name attribute in payload')
  if (!isAddress(body.address, { strict: false })) throw signatureError('Invalid signature')
  const address = getAddress(body.address)
  const valid = await verifyMessage(client, { address, message: body.message, signature: body.signature as Hex }).catch(() => {
    throw signatureError('Invalid signature')
  })
  if (!valid) throw signatureError('Signature verification error')
  const maxPerAddress = deps.maxPerAddress ?? DEFAULT_NAMES_PER_ADDRESS
  if ((await deps.store.byAddress(address)).length >= maxPerAddress) throw nameError(`Too many names for this address: at most ${maxPerAddress}`)
  const at = new Date(now * 1000)
  const record = { name, address, coinType: body.coin_type, attributes, registeredAt: at, updatedAt: at }
  if (!(await deps.store.insert(record))) throw nameError(`Name is already registered: ${name}`)
  return toNameAnswer(record)
}
