import * as z from 'zod/mini'
import { COINBASE_ONRAMP_CHAINS, COINBASE_ONRAMP_HOST, DEFAULT_ONRAMP_EXPERIENCE } from '../constants/onramp'
import { isHttpsUrlOnHost } from '../url/isHttpsUrlOnHost'

const coinbaseOnrampChainSchema = z.enum(COINBASE_ONRAMP_CHAINS)
const presetAmountSchema = z.number().check(z.positive())

/**
 * Body of POST /v1/generators/onrampurl (SPEC section 7): the wallet to deliver to and on which
 * Coinbase networks, the network preselected, the user id (the address: Coinbase takes at most 49
 * characters), the experience ('buy' by default) and, when known, a preset amount.
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
  partnerUserId: z.string().check(z.minLength(1), z.maxLength(49)),
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
