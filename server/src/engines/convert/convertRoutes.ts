import { Hono } from 'hono'
import { answerHosted, readJsonBody } from '../answerHosted'
import { buildConvertApprove } from './buildConvertApprove'
import { buildConvertTransaction } from './buildConvertTransaction'
import { getConvertAllowance } from './getConvertAllowance'
import { getConvertGasPrice } from './getConvertGasPrice'
import { getConvertQuotes } from './getConvertQuotes'
import { getConvertTokens } from './getConvertTokens'
import type { ConvertDeps } from './swapChain'

/**
 * The convert calls over HTTP: GET tokens, quotes, allowance, gas-price, build-approve and POST
 * build-transaction under /v1/convert.
 * @example app.route('/', convertRoutes(deps))
 */
export function convertRoutes(deps: ConvertDeps): Hono {
  const app = new Hono()
  app.get('/v1/convert/tokens', (c) => answerHosted(c, () => getConvertTokens(c.req.query(), deps)))
  app.get('/v1/convert/quotes', (c) => answerHosted(c, () => getConvertQuotes(c.req.query(), deps)))
  app.get('/v1/convert/allowance', (c) => answerHosted(c, () => getConvertAllowance(c.req.query(), deps)))
  app.get('/v1/convert/gas-price', (c) => answerHosted(c, () => getConvertGasPrice(c.req.query(), deps)))
  app.get('/v1/convert/build-approve', (c) => answerHosted(c, () => buildConvertApprove(c.req.query(), deps)))
  app.post('/v1/convert/build-transaction', (c) => answerHosted(c, async () => buildConvertTransaction(await readJsonBody(c), deps)))
  return app
}
