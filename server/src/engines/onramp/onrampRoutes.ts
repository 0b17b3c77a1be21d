import { Hono } from 'hono'
import { answerHosted, readJsonBody } from '../answerHosted'
import { generateOnrampUrl } from './generateOnrampUrl'
import { getOnrampBuyOptions } from './getOnrampBuyOptions'
import { getOnrampBuyQuotes } from './getOnrampBuyQuotes'
import { getOnrampProviders } from './getOnrampProviders'
import type { OnrampDeps } from './onrampDeps'

/**
 * The onramp calls over HTTP: POST /v1/generators/onrampurl, GET /v1/onramp/buy/options,
 * /v1/onramp/buy/quotes and /v1/onramp/providers.
 * @example app.route('/', onrampRoutes(deps))
 */
export function onrampRoutes(deps: OnrampDeps): Hono {
  const app = new Hono()
  app.post('/v1/generators/onrampurl', (c) => answerHosted(c, async () => generateOnrampUrl(await readJsonBody(c), deps)))
  app.get('/v1/onramp/buy/options', (c) => answerHosted(c, () => getOnrampBuyOptions(c.req.query(), deps)))
  app.get('/v1/onramp/buy/quotes', (c) => answerHosted(c, () => getOnrampBuyQuotes(c.req.query(), deps)))
  app.get('/v1/onramp/providers', (c) => answerHosted(c, () => getOnrampProviders(c.req.query(), deps)))
  return app
}
