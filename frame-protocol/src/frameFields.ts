import * as z from 'zod/mini'
import { isCaipNetworkId } from '@portico/contracts'
import type { CaipNetworkId } from '@portico/contracts'
import { preferredAccountTypeSchema } from '@portico/contracts'
import { isTrustworthyUrl } from '@portico/contracts'
import { isEmail } from '@portico/contracts'
import { isEvmAddress } from '@portico/contracts'
import { isSolanaAddress } from '@portico/contracts'
import { FRAME_MAX_LIST_LENGTH, FRAME_MAX_MESSAGE_LENGTH, FRAME_MAX_TEXT_LENGTH, FRAME_MAX_URL_LENGTH } from './frameLimits'

// The field schemas of SPEC section 3 "Frame messages", shared by the payloads.

/* @__NO_SIDE_EFFECTS__ */
const text = (max = FRAME_MAX_TEXT_LENGTH) => z.string().check(z.maxLength(max))
/* @__NO_SIDE_EFFECTS__ */
const nonEmptyText = (max = FRAME_MAX_TEXT_LENGTH) => z.string().check(z.minLength(1), z.maxLength(max))

/** A short non-empty text (name, version, project id, user name). */
export const frameTextSchema = nonEmptyText()

/** The namespaces the embedded wallet supports (SPEC section 1). */
export const FRAME_CHAIN_NAMESPACES = ['eip155', 'solana'] as const
export type FrameChainNamespace = (typeof FRAME_CHAIN_NAMESPACES)[number]

/** An EVM chain id written as text ('1'), as the hosted frame may answer it. */
const isBareEvmChainId = (value: string): boolean => /^[1-9]\d{0,15}$/.test(value)

/** A CAIP-2 reference alone (a Solana genesis-hash prefix), without its namespace. */
const isBareReference = (value: string): boolean => /^[-_a-zA-Z0-9]{1,32}$/.test(value)

/**
 * The namespace of a frame chain id: a number or a numeric text is an EVM chain id, a bare
 * reference that is not numeric is a Solana one (as AppKit's frame provider reads them).
 */
export function frameChainNamespace(chainId: FrameChainId): FrameChainNamespace {
  if (typeof chainId === 'number' || chainId.startsWith('eip155:') || isBareEvmChainId(chainId)) return 'eip155'
  return 'solana'
}

const isFrameCaipNetworkId = (value: string): value is CaipNetworkId =>
  isCaipNetworkId(value) && FRAME_CHAIN_NAMESPACES.some((namespace) => value.startsWith(`${namespace}:`))

/**
 * A chain id, string or number (SPEC section 3): a CAIP-2 id on eip155 or solana, an EVM chain
 * id as a positive integer or as its text, or a bare Solana reference (the hosted frame answers
 * `GET_USER` and `SWITCH_NETWORK` with the bare id). Normalise it with toFrameCaipNetworkId.
 * @example frameChainIdSchema.parse('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1') // the id
 */
export const frameChainIdSchema = z.union([
  z.string().check(
    z.maxLength(FRAME_MAX_TEXT_LENGTH),
    z.refine((value) => isFrameCaipNetworkId(value) || isBareReference(value), { error: 'Expected an eip155 or solana network id' }),
  ),
  z.int().check(z.positive()),
])
export type FrameChainId = z.infer<typeof frameChainIdSchema>

/**
 * The CAIP-2 id of a frame chain id, bare or not.
 * @example toFrameCaipNetworkId(1) // 'eip155:1'
 * @example toFrameCaipNetworkId('EtWTRABZaYq6iMfeYKouRu166VU2xqa1') // 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
 */
export function toFrameCaipNetworkId(chainId: FrameChainId): CaipNetworkId {
  if (typeof chainId === 'number') return `eip155:${chainId}`
  if (chainId.includes(':')) return chainId as CaipNetworkId
  return `${frameChainNamespace(chainId)}:${chainId}`
}

/** The namespaces RPC_REQUEST may name (AppKit's frame schema); the embedded wallet serves eip155 and solana. */
export const frameRpcChainNamespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])

/**
 * RPC_REQUEST's chain id: the network's bare id, an EVM chain id as a number (`1`) or a CAIP-2
 * reference without its namespace (a Solana genesis-hash prefix), as AppKit sends it.
 */
export const frameRpcChainIdSchema = z.union([
  z.int().check(z.positive()),
  z.string().check(z.refine(isBareReference, { error: 'Expected a chain id without its namespace' })),
])
export type FrameRpcChainId = z.infer<typeof frameRpcChainIdSchema>

/** The node URL the page uses for a network (RPC_REQUEST's and the frame query's `rpcUrl`). */
export const frameRpcUrlSchema = z.string().check(z.maxLength(FRAME_MAX_URL_LENGTH), z.regex(/^https?:\/\/\S+$/, 'Expected an http(s) URL'))

/** An email address in a valid format (SPEC section 5). */
export const frameEmailSchema = z.string().check(z.refine(isEmail, { error: 'Invalid email address' }))

/** A one-time code: the 6 digits the auth service mails. */
export const frameOtpSchema = z.string().check(z.regex(/^\d{6}$/, 'Expected a 6-digit code'))

/**
 * A URL that crosses the frame boundary: data to check, never to trust (see isTrustworthyUrl).
 * @example frameUrlSchema.safeParse('javascript:alert(1)').success // false
 */
export const frameUrlSchema = z.string().check(z.maxLength(FRAME_MAX_URL_LENGTH), z.refine(isTrustworthyUrl, { error: 'Expected an https URL' }))

/** An EVM address with its 0x (SPEC section 5's 0x is optional for input, not from the frame). */
export const isFrameEvmAddress = (value: string): boolean => value.startsWith('0x') && isEvmAddress(value)

/** True when `address` is an address of `namespace` as the frame sends it. */
export function isFrameAddressOf(namespace: FrameChainNamespace, address: string): boolean {
  return namespace === 'eip155' ? isFrameEvmAddress(address) : isSolanaAddress(address)
}

/** An eip155 or solana address. */
export const frameAddressSchema = z.string().check(z.refine((value) => isFrameEvmAddress(value) || isSolanaAddress(value), { error: 'Expected an EVM or Solana address' }))

/** One of the user's accounts: its address and type, eoa or smart account (SPEC section 3). */
export const frameAccountSchema = z.object({ address: frameAddressSchema, type: preferredAccountTypeSchema })
export type FrameAccount = z.infer<typeof frameAccountSchema>

/** A bounded list. */
/* @__NO_SIDE_EFFECTS__ */
export const frameList = <T extends z.ZodMiniType>(item: T) => z.array(item).check(z.maxLength(FRAME_MAX_LIST_LENGTH))

/** Theme mode synced to the frame (SPEC sections 1 and 3). */
export const frameThemeModeSchema = z.enum(['light', 'dark'])

/** Theme variables synced to the frame: `--w3m-*` names to a text or a number. */
export const frameThemeVariablesSchema = z.record(
  z.string().check(z.regex(/^--w3m-[a-z0-9-]{1,64}$/)),
  z.union([text(), z.number()]),
).check(z.refine((variables) => Object.keys(variables).length <= FRAME_MAX_LIST_LENGTH, { error: 'Too many theme variables' }))
export type FrameThemeVariables = z.infer<typeof frameThemeVariablesSchema>

/**
 * The dapp's metadata as the page has it (SPEC section 3). Sent as given, bounded: the frame
 * shows it in its approval UI and checks it there (the page's options do not require URLs).
 */
export const frameDappMetadataSchema = z.object({
  name: text(),
  description: text(1024),
  url: text(FRAME_MAX_URL_LENGTH),
  icons: frameList(text(FRAME_MAX_URL_LENGTH)),
})
export type FrameDappMetadata = z.infer<typeof frameDappMetadataSchema>

/**
 * Every error reply's payload: a message (SPEC section 3), and a provider error code when the
 * frame has one (4001 when the user rejected in the frame's approval UI). The hosted frame may
 * send an empty message: the page then shows 'An error occurred'.
 */
export const frameErrorPayloadSchema = z.object({
  message: text(FRAME_MAX_MESSAGE_LENGTH),
  code: z.optional(z.int()),
})
export type FrameErrorPayload = z.infer<typeof frameErrorPayloadSchema>

/** The payload of a request or reply that carries none. */
// A literal rather than z.undefined(), whose code would land in the shell's initial chunk.
export const frameNoPayloadSchema = z.literal(undefined)

/** A user name (Farcaster, social), or null when the account has none. */
export const frameUserNameSchema = z.nullable(frameTextSchema)
