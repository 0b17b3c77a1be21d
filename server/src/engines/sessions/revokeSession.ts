import { BaseError, ContractFunctionRevertedError, type Hex } from 'viem'
import { simulateContract, waitForTransactionReceipt, writeContract } from 'viem/actions'
import * as z from 'zod'
import { UpstreamError } from '../../http/upstreamError'
import { readChain } from '../readChain'
import { evmAccountSchema } from '../evmAccount'
import { HostedError } from '../hostedError'
import { parseRequest } from '../parseRequest'
import { indexSessionLogs } from './indexSessionLogs'
import { sessionAccountAbi } from './sessionAccountEvents'
import type { SessionsDeps } from './sessionsDeps'

/** How long the relayer waits for its revocation to be mined before the request fails. */
const RECEIPT_TIMEOUT_MS = 30_000

/**
 * POST /v1/sessions/{CAIP-10 account}/revoke: the account from the path, the project from the
 * query, the body `{ pci, signature }`. The hosted service reads only `pci`; `signature` (the
 * owner's EIP-712 RevokeSession, from wallet_revokePermissions) is Portico's extension, required
 * here because the chain, not the server, decides who may revoke.
 */
export const revokeSessionRequestSchema = z.object({
  address: evmAccountSchema,
  projectId: z.string().min(1),
  body: z.object({ pci: z.string().regex(/^0x[0-9a-fA-F]{64}$/), signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte signature') }),
})

const pciError = (description: string) => new HostedError(400, 'pci', description)

/**
 * POST /v1/sessions/{CAIP-10 account}/revoke: finds the session in the index (the service's 400s
 * for an unknown or revoked one), lets the account's code judge the signature in an eth_call, then
 * has the chain's relayer send revokeSessionWithSignature, waits for it to be mined and indexes
 * it, so the next list shows `revokedAt`. Answers nothing (an empty 200).
 * @example await revokeSession({ address: 'eip155:31337:0xf39F...', projectId: 'p', body: { pci, signature } }, deps)
 */
export async function revokeSession(request: unknown, deps: SessionsDeps): Promise<void> {
  const { address, body } = parseRequest(revokeSessionRequestSchema, request)
  const pci = body.pci.toLowerCase() as Hex
  const chain = deps.chains.get(address.chainId)
  if (!chain) throw pciError(`Permission for PCI is not found: ${body.pci}`)
  await readChain(`eip155:${chain.chainId}`, () => indexSessionLogs(chain, deps.store))
  const session = (await deps.store.sessionsOf(chain.chainId, address.address)).find((candidate) => candidate.pci.toLowerCase() === pci)
  if (!session) throw pciError(`Permission for PCI is not found: ${body.pci}`)
  if (session.revokedAt !== null) throw pciError(`Permission is revoked: ${body.pci}`)
  const args = [session.pci, body.signature as Hex] as const
  const simulated = await simulateContract(chain.client, { account: chain.relayer.account, address: address.address, abi: sessionAccountAbi, functionName: 'revokeSessionWithSignature', args }).catch((error: unknown) => {
    const reverted = error instanceof BaseError ? error.walk((cause) => cause instanceof ContractFunctionRevertedError) : null
    if (!(reverted instanceof ContractFunctionRevertedError)) throw new UpstreamError(`eip155:${chain.chainId}`, 'rpc', 'transport', { cause: error })
    const reason = reverted.data?.errorName
    if (reason === 'InvalidRevokeSignature') throw new HostedError(401, 'signature', 'Signature validation error: Invalid signature')
    if (reason === 'SessionIsRevoked') throw pciError(`Permission is revoked: ${body.pci}`)
    throw pciError(`Permission for PCI is not found: ${body.pci}`)
  })
  await readChain(`eip155:${chain.chainId}`, async () => {
    const hash = await writeContract(chain.relayer, { ...simulated.request, chain: chain.relayer.chain ?? null })
    const receipt = await waitForTransactionReceipt(chain.client, { hash, timeout: RECEIPT_TIMEOUT_MS })
    if (receipt.status !== 'success') throw new Error(`the revocation ${hash} reverted`)
    await indexSessionLogs(chain, deps.store)
  })
}
