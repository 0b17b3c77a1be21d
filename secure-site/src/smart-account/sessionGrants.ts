import { SESSION_ACCOUNT_ABI } from '@portico/contracts/testing'
import { encodeFunctionData, parseEventLogs, type Address, type Hex, type Log } from 'viem'
import type { GrantRequest } from './grantPermissionsParams'
import type { BatchCall } from './sendCallsParams'

/** Who asked for a session, as the sessions list shows it: the dapp's own name and the origin the wallet saw. */
export type SessionProject = { name: string; url: string }

/**
 * The call that grants `grant` on the account (`grantSession` on itself), for a self-sent batch:
 * the account is its own caller, which grantSession requires.
 * @example await sendSelfBatch(account, chain, [grantSessionCall(account.address, grant, project)])
 */
export function grantSessionCall(account: Address, grant: GrantRequest, project: SessionProject): BatchCall {
  const data = encodeFunctionData({
    abi: SESSION_ACCOUNT_ABI,
    functionName: 'grantSession',
    args: [
      {
        signer: grant.signer,
        expiry: grant.expiry,
        calls: grant.calls.map(({ target, selector }) => ({ target, selector })),
        allowances: grant.allowances.map(({ token, amount, start, period }) => ({ token, amount, start, period })),
        projectName: project.name,
        projectUrl: project.url,
        permissions: JSON.stringify(grant.permissions),
      },
    ],
  })
  return { to: account, value: 0n, data }
}

/** The permissions context id (pci) of the session a mined grant created, from its SessionGranted log. */
export function grantedPci(logs: readonly Log[], account: Address): Hex {
  const granted = parseEventLogs({ abi: SESSION_ACCOUNT_ABI, eventName: 'SessionGranted', logs: [...logs] }).find((log) => log.address.toLowerCase() === account.toLowerCase())
  if (!granted) throw new Error('The grant transaction emitted no SessionGranted')
  return granted.args.pci
}
