import { answerHosted, readJsonBody } from '../engines/answerHosted'
import { generateOnrampUrl } from '../engines/onramp/generateOnrampUrl'
import { getOnrampBuyOptions } from '../engines/onramp/getOnrampBuyOptions'
import { getOnrampBuyQuotes } from '../engines/onramp/getOnrampBuyQuotes'
import { getOnrampProviders } from '../engines/onramp/getOnrampProviders'
import { onrampDepsOf } from '../engines/onramp/onrampDepsOf'
import { checkProject } from '../http/checkProject'
import type { PorticoApp, ServerContext } from '../http/serverContext'

/**
 * The onramp calls from the operator's provider settings: POST /v1/generators/onrampurl, GET
 * /v1/onramp/buy/options, /v1/onramp/buy/quotes and /v1/onramp/providers.
 */
export function registerOnrampRoutes(app: PorticoApp, context: ServerContext): void {
  const deps = onrampDepsOf(context)
  const gate = checkProject(context, { enforceOrigin: false })
  app.post('/v1/generators/onrampurl', gate, (c) => answerHosted(c, async () => generateOnrampUrl(await readJsonBody(c, context.config.maxJsonDepth), deps)))
  app.get('/v1/onramp/buy/options', gate, (c) => answerHosted(c, () => getOnrampBuyOptions(c.req.query(), deps)))
  app.get('/v1/onramp/buy/quotes', gate, (c) => answerHosted(c, () => getOnrampBuyQuotes(c.req.query(), deps)))
  app.get('/v1/onramp/providers', gate, (c) => answerHosted(c, () => getOnrampProviders(c.req.query(), deps)))
}
