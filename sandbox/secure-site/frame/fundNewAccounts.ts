import { sessionSchema } from '../../../secure-site/src/auth/schemas'
import type { Faucet } from './faucet'
import { FundError } from '../../../secure-site/src/frame/fundError'
import type { FundBody, FundNewAccounts, FundReply } from '../../../secure-site/src/frame/fundSchemas'

export type FundNewAccountsOptions = {
  authUrl: string
  /** Sent as the Origin of the session check: the auth service answers only the secure site. */
  secureSiteOrigin: string
  faucet: Faucet
  fetch?: typeof fetch
}

/**
 * Funds the embedded EVM account of a signed-in user, once per user: the session token is
 * checked with the auth service (GET /v1/session), so only a real session gets test ether.
 * @example
 * const fund = createFundNewAccounts({ authUrl, secureSiteOrigin, faucet })
 * await fund(token, { address }) // { funded: [{ chainId: 31337, hash }] }, then { funded: [] }
 */
export function createFundNewAccounts({ authUrl, secureSiteOrigin, faucet, fetch: fetchFn = fetch }: FundNewAccountsOptions): FundNewAccounts {
  const fundedUsers = new Set<string>()
  return async (token: string, { address }: FundBody): Promise<FundReply> => {
    const response = await fetchFn(`${authUrl}/v1/session`, { headers: { authorization: `Bearer ${token}`, origin: secureSiteOrigin } })
    if (!response.ok) throw new FundError(401, 'Sign in first')
    const session = sessionSchema.safeParse(await response.json())
    if (!session.success) throw new FundError(502, 'The auth service answered an unexpected session')
    const userId = session.data.user.id
    if (fundedUsers.has(userId)) return { funded: [] }
    fundedUsers.add(userId)
    try {
      return { funded: await faucet.fund(address) }
    } catch (error) {
      fundedUsers.delete(userId)
      throw error
    }
  }
}

