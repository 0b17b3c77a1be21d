import type { Context } from 'hono'
import { answerHosted, readJsonBody } from '../engines/answerHosted'
import { buildConvertApprove } from '../engines/convert/buildConvertApprove'
import { buildConvertTransaction } from '../engines/convert/buildConvertTransaction'
import { convertDepsOf } from '../engines/convert/convertDepsOf'
import { getConvertAllowance } from '../engines/convert/getConvertAllowance'
import { getConvertGasPrice } from '../engines/convert/getConvertGasPrice'
import { getConvertQuotes } from '../engines/convert/getConvertQuotes'
import { getConvertTokens } from '../engines/convert/getConvertTokens'
import { bodyProjectId } from '../http/bodyProjectId'
import { checkProject } from '../http/checkProject'
import type { PorticoApp, ServerContext } from '../http/serverContext'

/**
 * The convert calls (swaps) from the chains' Uniswap V2 pools: GET /v1/convert/tokens, quotes,
 * allowance, gas-price, build-approve and POST /v1/convert/build-transaction.
 */
export function registerConvertRoutes(app: PorticoApp, context: ServerContext): void {
  const deps = convertDepsOf(context)
  const gate = checkProject(context, { enforceOrigin: false })
  const readBody = (c: Context) => readJsonBody(c, context.config.maxJsonDepth)
  // build-transaction carries its project in the body, as hosted; the query's is the fallback.
  const buildProjectId = async (c: Context) => bodyProjectId(await readBody(c)) ?? c.req.query('projectId')
  app.get('/v1/convert/tokens', gate, (c) => answerHosted(c, () => getConvertTokens(c.req.query(), deps)))
  app.get('/v1/convert/quotes', gate, (c) => answerHosted(c, () => getConvertQuotes(c.req.query(), deps)))
  app.get('/v1/convert/allowance', gate, (c) => answerHosted(c, () => getConvertAllowance(c.req.query(), deps)))
  app.get('/v1/convert/gas-price', gate, (c) => answerHosted(c, () => getConvertGasPrice(c.req.query(), deps)))
  app.get('/v1/convert/build-approve', gate, (c) => answerHosted(c, () => buildConvertApprove(c.req.query(), deps)))
  app.post('/v1/convert/build-transaction', checkProject(context, { enforceOrigin: false, readProjectId: buildProjectId }), (c) =>
    answerHosted(c, async () => buildConvertTransaction(await readBody(c), deps)),
  )
}
