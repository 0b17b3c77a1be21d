import { revokeSessionBodySchema, type SmartSession } from '@portico/contracts/sessions'
import { revokeSessionTypedData } from '@portico/contracts/testing'
import { http, HttpResponse, type HttpHandler } from 'msw'
import { isAddressEqual, recoverTypedDataAddress, type Address, type Hex } from 'viem'
import { RevocationRefusedError, type SessionsChain } from './sessionsChain'
import { sessionsFromLogs } from './sessionsFromLogs'

export interface SessionsMockOptions {
  /** The sandbox's local chains, read and written through their nodes. */
  chains: readonly SessionsChain[]
  /** Default the product's default, https://rpc.walletconnect.org. */
  baseUrl?: string
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
// The Blockchain API's error shape: the shell prefers the first reason's description.
const refuse = (status: number, description: string) => HttpResponse.json({ reasons: [{ description }] }, { status })

/**
 * MSW handlers of the sessions calls (SPEC section 7), backed by the chains: GET
 * /v1/sessions/{address} lists the account's SessionGranted logs, revoked when a SessionRevoked
 * names them; POST /v1/sessions/{address}/revoke checks { pci, signature } (the session exists and
 * is live, the signature recovers to the account), then has the sandbox relayer submit
 * revokeSessionWithSignature, whose own check on chain is the last word.
 * @example setupWorker(...createSessionsHandlers({ chains: chains.map((chain) => createSessionsChain(chain)) })).start()
 */
export function createSessionsHandlers({ chains, baseUrl = 'https://rpc.walletconnect.org' }: SessionsMockOptions): HttpHandler[] {
  const api = baseUrl.replace(/\/$/, '')
  const hasProjectId = (request: Request) => Boolean(new URL(request.url).searchParams.get('projectId'))
  const sessionsOf = async (address: Address): Promise<SmartSession[]> => {
    const perChain = await Promise.all(chains.map(async (chain) => {
      const { granted, revoked } = await chain.readLogs(address)
      return sessionsFromLogs(chain.chainId, granted, revoked)
    }))
    return perChain.flat()
  }

  return [
    http.get(`${api}/v1/sessions/:address`, async ({ request, params }) => {
      if (!hasProjectId(request)) return refuse(400, 'projectId is required')
      const address = String(params.address)
      if (!ADDRESS.test(address)) return refuse(400, `${address} is not an EVM address`)
      return HttpResponse.json({ sessions: await sessionsOf(address as Address) })
    }),
    http.post(`${api}/v1/sessions/:address/revoke`, async ({ request, params }) => {
      if (!hasProjectId(request)) return refuse(400, 'projectId is required')
      const address = String(params.address)
      if (!ADDRESS.test(address)) return refuse(400, `${address} is not an EVM address`)
      const body = revokeSessionBodySchema.safeParse(await request.json().catch(() => undefined))
      if (!body.success) return refuse(400, `Invalid body: ${body.error.issues[0]?.path.join('.') ?? 'body'} ${body.error.issues[0]?.message ?? ''}`.trim())
      const { pci, signature } = body.data
      const session = (await sessionsOf(address as Address)).find((candidate) => candidate.pci.toLowerCase() === pci.toLowerCase())
      if (!session) return refuse(404, `No session ${pci} for ${address}`)
      if (session.revoked) return refuse(409, `The session ${pci} is already revoked`)
      const typedData = revokeSessionTypedData({ chainId: session.chainId, account: address as Address, pci: session.pci as Hex })
      const signer = await recoverTypedDataAddress({ ...typedData, signature: signature as Hex }).catch(() => undefined)
      if (!signer || !isAddressEqual(signer, address as Address)) return refuse(400, 'Invalid signature: the account did not sign this revocation')
      const chain = chains.find((candidate) => candidate.chainId === session.chainId)
      if (!chain) return refuse(404, `No chain ${session.chainId} here`)
      try {
        await chain.submitRevocation(address as Address, session.pci as Hex, signature as Hex)
      } catch (error) {
        if (error instanceof RevocationRefusedError) return refuse(400, `The chain refused the revocation: ${error.message}`)
        throw error
      }
      return HttpResponse.json({ success: true })
    }),
  ]
}
