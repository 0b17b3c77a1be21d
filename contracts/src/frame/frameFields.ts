import * as z from 'zod/mini'
import { isCaipNetworkId } from '../caip/isCaipNetworkId'
import type { CaipNetworkId } from '../caip/types'
import { preferredAccountTypeSchema } from '../constants/accountTypes'
import { isTrustworthyUrl } from '../url/isTrustworthyUrl'
import { isEmail } from '../validation/isEmail'
import { isEvmAddress } from '../validation/isEvmAddress'
import { isSolanaAddress } from '../validation/isSolanaAddress'
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

/** The namespace of a frame chain id: a number is an EVM chain id. */
export function frameChainNamespace(chainId: FrameChainId): FrameChainNamespace {
  return typeof chainId === 'number' || chainId.startsWith('eip155:') ? 'eip155' : 'solana'
}

const isFrameCaipNetworkId = (value: string): value is CaipNetworkId =>
  isCaipNetworkId(value) && FRAME_CHAIN_NAMESPACES.some((namespace) => value.startsWith(`${namespace}:`))

/**
 * A chain id, string or number (SPEC section 3): a CAIP-2 id on eip155 or solana, or an EVM chain
 * id as a positive integer.
 * @example frameChainIdSchema.parse('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1') // the id
 */
export const frameChainIdSchema = z.union([
  z.string().check(z.maxLength(FRAME_MAX_TEXT_LENGTH), z.refine(isFrameCaipNetworkId, { error: 'Expected an eip155 or solana network id' })),
  z.int().check(z.positive()),
])
export type FrameChainId = z.infer<typeof frameChainIdSchema>

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
 * frame has one (4001 when the user rejected in the frame's approval UI).
 */
export const frameErrorPayloadSchema = z.object({
  message: nonEmptyText(FRAME_MAX_MESSAGE_LENGTH),
  code: z.optional(z.int()),
})
export type FrameErrorPayload = z.infer<typeof frameErrorPayloadSchema>

/** The payload of a request or reply that carries none. */
// A literal rather than z.undefined(), whose code would land in the shell's initial chunk.
export const frameNoPayloadSchema = z.literal(undefined)

/** A user name (Farcaster, social), or null when the account has none. */
export const frameUserNameSchema = z.nullable(frameTextSchema)
