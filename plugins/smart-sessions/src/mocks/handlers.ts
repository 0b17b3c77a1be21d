import { revokeSessionBodySchema, type HostedSession } from '@portico/contracts/sessions'
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

/** An EVM CAIP-10 account, as the hosted service's paths take it: `eip155:<chain id>:<address>`. */
const EVM_CAIP10 = /^eip155:([1-9]\d{0,15}):(0x[0-9a-fA-F]{40})$/
// The Blockchain API's error shape: the shell prefers the first reason's description.
const refuse = (status: number, description: string) => HttpResponse.json({ reasons: [{ description }] }, { status })

/**
 * MSW handlers of the sessions calls, in the hosted Blockchain API's wire
 * (`src/handlers/sessions/list.rs`, `revoke.rs`), backed by the chains: GET
 * /v1/sessions/{CAIP-10 account} lists the account's SessionGranted logs on that chain as `{ pcis }`,
 * revoked (`revokedAt`) when a SessionRevoked names them; POST /v1/sessions/{CAIP-10 account}/revoke
 * checks `{ pci, signature }` (the session exists and is live, the signature recovers to the account;
 * the signature is Portico's extension of the hosted body), has the sandbox relayer submit
 * revokeSessionWithSignature, whose own check on chain is the last word, and answers an empty 200.
 * @example setupWorker(...createSessionsHandlers({ chains: chains.map((chain) => createSessionsChain(chain)) })).start()
 */
export function createSessionsHandlers({ chains, baseUrl = 'https://rpc.walletconnect.org' }: SessionsMockOptions): HttpHandler[] {
  const api = baseUrl.replace(/\/$/, '')
  const projectIdOf = (request: Request) => new URL(request.url).searchParams.get('projectId') ?? ''
  const accountOf = (param: unknown) => {
    const match = EVM_CAIP10.exec(String(param))
    return match ? { chainId: Number(match[1]), address: match[2] as Address } : undefined
  }
  const sessionsOf = async (projectId: string, chain: SessionsChain | undefined, address: Address): Promise<HostedSession[]> => {
    if (!chain) return []
    const { granted, revoked } = await chain.readLogs(address)
    return sessionsFromLogs(projectId, granted, revoked)
  }

  return [
    http.get(`${api}/v1/sessions/:address`, async ({ request, params }) => {
      const projectId = projectIdOf(request)
      if (!projectId) return refuse(400, 'projectId is required')
      const account = accountOf(params.address)
      if (!account) return refuse(400, `${String(params.address)} is not a CAIP-10 account`)
      const chain = chains.find((candidate) => candidate.chainId === account.chainId)
      return HttpResponse.json({ pcis: await sessionsOf(projectId, chain, account.address) })
    }),
    http.post(`${api}/v1/sessions/:address/revoke`, async ({ request, params }) => {
      const projectId = projectIdOf(request)
      if (!projectId) return refuse(400, 'projectId is required')
      const account = accountOf(params.address)
      if (!account) return refuse(400, `${String(params.address)} is not a CAIP-10 account`)
      const body = revokeSessionBodySchema.safeParse(await request.json().catch(() => undefined))
      if (!body.success) return refuse(400, `Invalid body: ${body.error.issues[0]?.path.join('.') ?? 'body'} ${body.error.issues[0]?.message ?? ''}`.trim())
      const { pci, signature } = body.data
      const chain = chains.find((candidate) => candidate.chainId === account.chainId)
      const session = (await sessionsOf(projectId, chain, account.address)).find((candidate) => candidate.pci.toLowerCase() === pci.toLowerCase())
      if (!chain || !session) return refuse(404, `No session ${pci} for ${String(params.address)}`)
      if (session.revokedAt !== null && session.revokedAt !== undefined) return refuse(409, `The session ${pci} is already revoked`)
      const typedData = revokeSessionTypedData({ chainId: account.chainId, account: account.address, pci: session.pci as Hex })
      const signer = await recoverTypedDataAddress({ ...typedData, signature: signature as Hex }).catch(() => undefined)
      if (!signer || !isAddressEqual(signer, account.address)) return refuse(400, 'Invalid signature: the account did not sign this revocation')
      try {
        await chain.submitRevocation(account.address, session.pci as Hex, signature as Hex)
      } catch (error) {
        if (error instanceof RevocationRefusedError) return refuse(400, `The chain refused the revocation: ${error.message}`)
        throw error
      }
      // The hosted service answers an empty 200.
      return new HttpResponse(null, { status: 200 })
    }),
  ]
}
