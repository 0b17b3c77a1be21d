import * as z from 'zod'
import { HostedError } from '../hostedError'
import { parseRequest } from '../parseRequest'
import type { OnrampDeps } from './onrampDeps'

const DEFAULT_PAY_URL = 'https://pay.coinbase.com'
const PAY_PATH = '/buy/select-asset'

/**
 * POST /v1/generators/onrampurl body (`OnRampURLRequest`, after Coinbase Pay's generateOnRampURL):
 * at least one destination wallet, `partnerUserId` 32 to 50 characters, preset amounts integers.
 */
export const onrampUrlBodySchema = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().min(1),
        blockchains: z.array(z.string()).optional(),
        assets: z.array(z.string()).optional(),
        supportedNetworks: z.array(z.string()).optional(),
      }),
    )
    .min(1),
  partnerUserId: z.string().min(32).max(50),
  defaultNetwork: z.string().optional(),
  presetCryptoAmount: z.number().int().nonnegative().optional(),
  presetFiatAmount: z.number().int().nonnegative().optional(),
  defaultExperience: z.enum(['send', 'buy']).optional(),
  handlingRequestedUrls: z.boolean().optional(),
})

/**
 * POST /v1/generators/onrampurl: the Coinbase Onramp page for the request under the operator's app
 * id, its parameters in the order the service writes them (`destinationWallets` as JSON, fields
 * that were not sent left out). No app id configured: the service's empty 500.
 * @example await generateOnrampUrl({ destinationWallets: [{ address, blockchains: ['base'] }], partnerUserId }, deps) // { url }
 */
export async function generateOnrampUrl(request: unknown, deps: OnrampDeps): Promise<{ url: string }> {
  const body = parseRequest(onrampUrlBodySchema, request)
  if (!deps.coinbase) throw new HostedError(500, '', 'Coinbase App ID is not configured')
  const url = new URL(PAY_PATH, deps.coinbase.payUrl ?? DEFAULT_PAY_URL)
  url.searchParams.append('appId', deps.coinbase.appId)
  url.searchParams.append('destinationWallets', JSON.stringify(body.destinationWallets))
  url.searchParams.append('partnerUserId', body.partnerUserId)
  const optional = [
    ['defaultNetwork', body.defaultNetwork],
    ['presetCryptoAmount', body.presetCryptoAmount],
    ['presetFiatAmount', body.presetFiatAmount],
    ['defaultExperience', body.defaultExperience],
    ['handlingRequestedUrls', body.handlingRequestedUrls],
  ] as const
  for (const [name, value] of optional) if (value !== undefined) url.searchParams.append(name, String(value))
  return { url: url.toString() }
}
