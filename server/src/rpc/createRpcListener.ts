import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import { HostedError } from '../engines/hostedError'
import type { CancelHook } from '../chains/createNodeConnection'
import { pickClientAddress } from '../http/clientAddress'
import { clientKey } from '../http/clientKey'
import { createRequestRecorder } from '../http/createRequestRecorder'
import type { HostedAnswer } from '../http/hostedAnswer'
import { hostedAnswerOfError } from '../http/hostedAnswerOfError'
import { BUSY_ANSWER } from '../http/limitConcurrency'
import { payloadTooLarge } from '../http/payloadTooLarge'
import { createProjectGate } from '../http/projectGate'
import type { ServerContext } from '../http/serverContext'
import { unsupportedChain } from '../http/unsupportedChain'
import { createJsonRpcProxy } from './createJsonRpcProxy'

/** The proxy's paths, as its Hono route registers them. */
const PATHS = new Set(['/v1', '/v1/'])

const querySchema = z.object({ chainId: z.string().min(1) })

interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({ status, headers, body: JSON.stringify(body) })

/** A HostedAnswer as this listener sends it; its own headers win over `extraHeaders` (the gate's CORS). */
const sent = ({ status, body, headers }: HostedAnswer, extraHeaders: Record<string, string> = {}): Answer => jsonAnswer(status, body, { ...extraHeaders, ...headers })

/** The body's text, refused (413) as soon as it passes `maxBytes`. */
function readBody(req: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        req.removeAllListeners('data')
        resolve(undefined)
        return
      }
      chunks.push(chunk)
    })
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.once('error', reject)
    // A client that leaves mid-body is answered nothing (its socket is gone); the error frees the request's slots.
    req.once('close', () => req.complete || reject(new HostedError(400, 'body', 'Invalid parameter: the request ended before its body')))
  })
}

/**
 * The JSON-RPC proxy's POSTs answered on Node's own request and response, before Hono: the
 * busiest call skips the web Request and Response a framework builds around each request, which
 * cost it more CPU than the proxying itself. Everything else is as the Hono app answers: the
 * instance's bound on requests in flight, the body limit, the project gate (createProjectGate),
 * createJsonRpcProxy, errors in the hosted shape, `nosniff`, its node calls stopped when the client goes away, and
 * the request metrics and log line. Answers false for any other request, which goes to Hono.
 * @example http.createServer((req, res) => rpc(req, res) || hono(req, res))
 */
export function createRpcListener(context: ServerContext): (req: IncomingMessage, res: ServerResponse) => boolean {
  const gate = createProjectGate(context, { enforceOrigin: true })
  const proxyJsonRpc = createJsonRpcProxy(context)
  const record = createRequestRecorder(context)
  const { config } = context

  const answerAdmitted = async (req: IncomingMessage, res: ServerResponse, route: string, query: URLSearchParams): Promise<Answer> => {
    const verdict = gate({
      method: 'POST',
      projectId: query.get('projectId') ?? headerOf(req, 'x-project-id'),
      origin: headerOf(req, 'origin'),
      client: clientKey(pickClientAddress(req.socket.remoteAddress ?? 'unknown', config.trustProxy ? headerOf(req, config.trustProxy.header) : undefined, config.trustProxy)),
    })
    if (!verdict.admitted) return jsonAnswer(verdict.status, verdict.body, verdict.headers)
    try {
      const { chainId } = querySchema.parse({ chainId: query.get('chainId') ?? undefined })
      const chain = context.chains.get(chainId)
      if (!chain) return jsonAnswer(400, unsupportedChain(chainId), verdict.headers)
      const bodyText = await readBody(req, config.bodyLimits.rpc)
      if (bodyText === undefined) return sent(payloadTooLarge(config.bodyLimits.rpc))
      const onClientGone: CancelHook = (cancel) => {
        res.once('close', () => {
          if (!res.writableFinished) cancel()
        })
      }
      const json = await proxyJsonRpc({ chain, projectMethods: verdict.project.rpcMethods, bodyText, onClientGone })
      return { status: 200, headers: verdict.headers, body: json }
    } catch (error) {
      return sent(hostedAnswerOfError(error, route, context), verdict.headers)
    } finally {
      verdict.release()
    }
  }

  const answer = async (req: IncomingMessage, res: ServerResponse, route: string, query: URLSearchParams): Promise<Answer> => {
    if (!context.inFlight.enter('', config.concurrency.perInstance)) return sent(BUSY_ANSWER)
    try {
      const length = req.headers['content-length']
      if (length !== undefined && req.headers['transfer-encoding'] === undefined && Number(length) > config.bodyLimits.rpc) return sent(payloadTooLarge(config.bodyLimits.rpc))
      return await answerAdmitted(req, res, route, query)
    } catch (error) {
      return sent(hostedAnswerOfError(error, route, context))
    } finally {
      context.inFlight.leave('')
    }
  }

  const respond = async (req: IncomingMessage, res: ServerResponse, route: string, query: URLSearchParams) => {
    const started = performance.now()
    const { status, headers, body } = await answer(req, res, route, query)
    if (!res.destroyed) {
      res.writeHead(status, { ...headers, 'Content-Type': 'application/json', 'X-Content-Type-Options': 'nosniff' })
      res.end(body)
    }
    record('POST', route, status, started)
  }

  return (req, res) => {
    if (req.method !== 'POST') return false
    const url = req.url ?? '/'
    const queryAt = url.indexOf('?')
    const route = queryAt === -1 ? url : url.slice(0, queryAt)
    if (!PATHS.has(route)) return false
    respond(req, res, route, new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1))).catch((error: unknown) => {
      context.logger.error({ err: error, route }, 'request failed')
      res.destroy()
    })
    return true
  }
}

/** A request header's one value (Node joins repeated ones, but keeps some as arrays). */
function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()]
  return Array.isArray(value) ? value.join(', ') : value
}
