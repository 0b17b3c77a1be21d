import * as z from 'zod/mini'
import { COINBASE_ONRAMP_CHAINS, COINBASE_ONRAMP_HOST, DEFAULT_ONRAMP_EXPERIENCE } from '../constants/onramp'
import { isHttpsUrlOnHost } from '../url/isHttpsUrlOnHost'

const coinbaseOnrampChainSchema = z.enum(COINBASE_ONRAMP_CHAINS)
// The service's `Option<usize>`: a decimal is refused by its deserializer.
const presetAmountSchema = z.int().check(z.positive())

/**
 * Body of POST /v1/generators/onrampurl (SPEC section 7): the wallet to deliver to and on which
 * Coinbase networks, the network preselected, the user id (32 to 50 characters, the service's
 * check: onrampPartnerUserId), the experience ('buy' by default) and, when known, a preset amount
 * in whole units (the Blockchain API's `src/handlers/generators/onrampurl.rs`).
 * @example generateOnrampUrlRequestSchema.parse({ destinationWallets: [{ address: '0x...', blockchains: ['base'] }], defaultNetwork: 'base', partnerUserId: '0x...', defaultExperience: 'buy' })
 */
export const generateOnrampUrlRequestSchema = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().check(z.minLength(1)),
        blockchains: z.array(coinbaseOnrampChainSchema).check(z.minLength(1)),
        assets: z.optional(z.array(z.string().check(z.minLength(1)))),
      }),
    )
    .check(z.minLength(1)),
  defaultNetwork: coinbaseOnrampChainSchema,
  partnerUserId: z.string().check(z.minLength(32), z.maxLength(50)),
  defaultExperience: z.enum([DEFAULT_ONRAMP_EXPERIENCE, 'send']),
  presetCryptoAmount: z.optional(presetAmountSchema),
  presetFiatAmount: z.optional(presetAmountSchema),
})
export type GenerateOnrampUrlRequest = z.infer<typeof generateOnrampUrlRequestSchema>

/**
 * Response of POST /v1/generators/onrampurl: the Coinbase page to open. Only https on Coinbase's
 * own host with no credentials part: the modal says "Continue in Coinbase", so a `javascript:`,
 * plain-http or other-host address (`https://pay.coinbase.com@evil.example/`) is refused.
 */
export const generateOnrampUrlResponseSchema = z.object({
  url: z.string().check(z.refine((url) => isHttpsUrlOnHost(url, COINBASE_ONRAMP_HOST), { error: `The onramp URL must be an https address on ${COINBASE_ONRAMP_HOST}` })),
})
export type GenerateOnrampUrlResponse = z.infer<typeof generateOnrampUrlResponseSchema>

/**
 * The partner user id POST /v1/generators/onrampurl takes for a wallet: 32 to 50 characters. An
 * address of that length is itself; another is read as hex of its characters, padded or cut to fit,
 * so the same wallet always has the same id.
 * @example onrampPartnerUserId('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // the address
 */
export function onrampPartnerUserId(address: string): string {
  if (address.length >= 32 && address.length <= 50) return address
  const hex = Array.from(address, (character) => character.charCodeAt(0).toString(16).padStart(2, '0')).join('')
  return hex.padEnd(32, '0').slice(0, 50)
}

/**
 * A preset amount as the service takes it: whole units, or none below 1.
 * @example onrampPresetAmount(12.7) // 12
 */
export function onrampPresetAmount(amount: number | undefined): number | undefined {
  return amount !== undefined && Number.isFinite(amount) && amount >= 1 ? Math.floor(amount) : undefined
}
