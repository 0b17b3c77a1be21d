import { SWAP_NATIVE_TOKEN_ADDRESS } from '@portico/contracts'
import { isAddressEqual } from 'viem'
import { z } from 'zod'
import { addressSchema } from '../config/tokenListSchema'
import { cachedUsdPrice } from '../engines/prices/cachedUsdPrice'
import { bodyProjectId } from '../http/bodyProjectId'
import { checkProject } from '../http/checkProject'
import { hostedError } from '../http/hostedError'
import { readJson } from '../http/readJson'
import type { PorticoApp, ServerContext } from '../http/serverContext'

const priceBodySchema = z.object({
  projectId: z.string(),
  currency: z.enum(['usd']),
  addresses: z.array(z.string()).min(1).max(50),
})

const caip10Schema = z.string().transform((value, ctx) => {
  const [namespace, reference, address] = value.split(':')
  const parsed = addressSchema.safeParse(address)
  if (namespace !== 'eip155' || !reference || !parsed.success) {
    ctx.addIssue({ code: 'custom', message: 'The address provided is invalid' })
    return z.NEVER
  }
  return { chainId: `${namespace}:${reference}`, address: parsed.data, caip10: value }
})

/** `POST /v1/fungible/price`: USD prices of CAIP-10 tokens from the chain's pools (projectId in the body, as hosted). */
export function registerFungibleRoutes(app: PorticoApp, context: ServerContext): void {
  // The body is read before the gate, for its projectId: one that is not JSON, or nests past
  // maxJsonDepth, is refused as such (400 body), not as a missing projectId.
  const maxDepth = context.config.maxJsonDepth
  app.post('/v1/fungible/price', checkProject(context, { enforceOrigin: false, readProjectId: async (c) => bodyProjectId(await readJson(c, maxDepth)) }), async (c) => {
    const body = priceBodySchema.parse(await readJson(c, maxDepth))
    const fungibles = []
    for (const entry of body.addresses) {
      const token = caip10Schema.safeParse(entry)
      if (!token.success) return c.json(hostedError('address', 'The address provided is invalid'), 400)
      const chain = context.chains.get(token.data.chainId)
      if (!chain) continue
      // The swap API's native address names the chain's currency (AppKit prices the network fee so).
      if (isAddressEqual(token.data.address, SWAP_NATIVE_TOKEN_ADDRESS)) {
        const { name, symbol, decimals } = chain.config.nativeCurrency
        fungibles.push({ address: token.data.caip10, name, symbol, iconUrl: '', price: await cachedUsdPrice(context.cache, chain, 'native'), decimals })
        continue
      }
      const listed = (await chain.tokens()).find((candidate) => candidate.address === token.data.address)
      if (!listed) continue
      const price = await cachedUsdPrice(context.cache, chain, listed.address)
      fungibles.push({ address: token.data.caip10, name: listed.name, symbol: listed.symbol, iconUrl: listed.logoURI ?? '', price, decimals: listed.decimals })
    }
    return c.json({ fungibles })
  })
}
