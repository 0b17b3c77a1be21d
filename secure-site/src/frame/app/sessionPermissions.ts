import { revokeSessionTypedData, SESSION_ACCOUNT_ABI } from '@portico/contracts/testing'
import { decodeFunctionResult, encodeFunctionData, formatEther, hexToNumber, isAddressEqual, numberToHex, type Hex, type LocalAccount } from 'viem'
import { z } from 'zod'
import { NATIVE_TOKEN, parseGrantPermissions, type GrantRequest } from '../../smart-account/grantPermissionsParams'
import { grantedPci, grantSessionCall, type SessionProject } from '../../smart-account/sessionGrants'
import { sendSelfBatch, waitForSuccess } from '../../smart-account/smartAccountChain'
import type { SecureSiteChain } from '../secureSiteConfig'
import type { ApprovalDetail } from './approvalRequest'
import { FrameRequestError, parseWalletParams, wrongAccount } from './frameRequestError'
import type { ForwardRpc } from './forwardRpc'
import type { SmartAccounts } from './smartAccounts'
import type { PreparedRequest } from './unsafeRequests'

/** The answer to a grant from a user whose preferred account is the EOA: sessions live in the smart account's code. */
export const SESSIONS_NEED_SMART_ACCOUNT_MESSAGE = 'wallet_grantPermissions needs a smart account'

export type SessionPermissionsOptions = {
  forward: ForwardRpc
  smart: SmartAccounts
  send?: typeof sendSelfBatch
  wait?: typeof waitForSuccess
  nowSeconds?: () => number
}

const bytes32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be 32 bytes of hex')
const revokeParamsSchema = z.tuple([z.object({ chainId: z.string().regex(/^0x[0-9a-fA-F]+$/, 'must be a hex chain id'), pci: bytes32 })]).rest(z.unknown())
const codeSchema = z.string().regex(/^0x([0-9a-fA-F]{2})*$/)

/**
 * Smart sessions (ERC-7715) on the embedded wallet's account (PorticoSessionAccount, EIP-7702):
 * wallet_grantPermissions grants on chain in one self-sent transaction (with the delegation when
 * the account has none yet) and answers the permissions context id; wallet_revokePermissions signs
 * the revocation (EIP-712) for the sessions API to submit: the chain checks the signature.
 * Both are checked here, before the approval card, and run only after Approve.
 * @example
 * const sessions = createSessionPermissions({ forward, smart })
 * const { details, run } = await sessions.prepareGrant(params, account, { name: 'Demo', url: origin })
 */
export function createSessionPermissions({ forward, smart, send = sendSelfBatch, wait = waitForSuccess, nowSeconds = () => Math.floor(Date.now() / 1000) }: SessionPermissionsOptions) {
  const { chainOf } = smart
  const readSession = async (chain: SecureSiteChain, account: LocalAccount, pci: Hex) => {
    const data = encodeFunctionData({ abi: SESSION_ACCOUNT_ABI, functionName: 'sessionOf', args: [pci] })
    const result = codeSchema.parse(await forward(chain.rpcUrl, 'eth_call', [{ to: account.address, data }, 'latest'])) as Hex
    if (result === '0x') return undefined
    const [signer, expiry, revoked] = decodeFunctionResult({ abi: SESSION_ACCOUNT_ABI, functionName: 'sessionOf', data: result })
    return isAddressEqual(signer, NATIVE_TOKEN) ? undefined : { signer, expiry, revoked }
  }

  return {
    /** wallet_grantPermissions [request]: checked, shown, then granted on chain; answers the ERC-7715 response. */
    async prepareGrant(params: unknown, account: LocalAccount, project: SessionProject): Promise<PreparedRequest> {
      const grant = parseWalletParams(() => parseGrantPermissions(params, nowSeconds()))
      if (grant.address !== undefined && !isAddressEqual(grant.address, account.address)) throw wrongAccount()
      if (smart.preference(account.address) !== 'smartAccount') throw new FrameRequestError(SESSIONS_NEED_SMART_ACCOUNT_MESSAGE, 4200)
      const chain = chainOf(grant.chainId)
      await smart.requireEnabled(chain)
      const delegated = await smart.isDeployed(chain, account.address)
      return {
        details: [
          { label: 'Network', value: `${chain.name} (${chain.chainId})` },
          { label: 'Account', value: `${account.address} (smart account)` },
          ...(delegated ? [] : [{ label: 'Upgrade', value: 'This transaction also makes your account a smart account (EIP-7702 delegation to PorticoSessionAccount)' }]),
          { label: 'Session key', value: grant.signer },
          { label: 'Expires', value: new Date(grant.expiry * 1000).toISOString() },
          ...permissionDetails(grant),
        ],
        run: async () => {
          const logs = await wait(chain, await send(account, chain, [grantSessionCall(account.address, grant, project)]))
          return {
            chainId: numberToHex(chain.chainId),
            address: account.address,
            expiry: grant.expiry,
            signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', address: grant.signer }] } },
            permissions: z.array(z.json()).parse(grant.permissions),
            context: grantedPci(logs, account.address),
          }
        },
      }
    },
    /** wallet_revokePermissions [{ chainId, pci }]: a live session of this account; Approve signs its revocation. */
    async prepareRevoke(params: unknown, account: LocalAccount): Promise<PreparedRequest> {
      const parsed = revokeParamsSchema.safeParse(params)
      if (!parsed.success) throw new FrameRequestError('Invalid wallet_revokePermissions params: expected [{ chainId: hex, pci: 32 bytes hex }]', -32602)
      const [{ chainId: chainHex, pci }] = parsed.data
      const chain = chainOf(hexToNumber(chainHex as Hex))
      const session = await readSession(chain, account, pci as Hex)
      if (!session) throw new FrameRequestError(`No session ${pci} on this account`, -32602)
      if (session.revoked) throw new FrameRequestError(`The session ${pci} is already revoked`, -32602)
      const typedData = revokeSessionTypedData({ chainId: chain.chainId, account: account.address, pci: pci as Hex })
      return {
        details: [
          { label: 'Network', value: `${chain.name} (${chain.chainId})` },
          { label: 'Account', value: account.address },
          { label: 'Session', value: pci },
          { label: 'Session key', value: session.signer },
          { label: 'Effect', value: 'Signs the revocation: once submitted, the chain refuses this session key' },
        ],
        run: async () => ({ pci, signature: await account.signTypedData(typedData) }),
      }
    },
  }
}

export type SessionPermissions = ReturnType<typeof createSessionPermissions>

/** One line per granted call and allowance, in the words the card shows. */
function permissionDetails(grant: GrantRequest): ApprovalDetail[] {
  const calls = grant.calls.map(({ target, functionName }) => ({ label: 'May call', value: `${functionName} on ${target}` }))
  const allowances = grant.allowances.map(({ token, amount, start, period }) => ({
    label: 'May spend',
    value: `${token === NATIVE_TOKEN ? `${formatEther(amount)} ETH` : `${amount} base units of ${token}`} every ${period} s from ${new Date(start * 1000).toISOString()}`,
  }))
  return [...calls, ...allowances]
}
