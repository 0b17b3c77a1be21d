import { isEvmAddress, isSolanaAddress } from '@portico/contracts'
import type { SolanaMockTokenBalance } from '@portico/contracts/testing'
import { http, HttpResponse, type HttpHandler } from 'msw'
import { formatUnits } from 'viem'
import { fixtureBalances, toBalance } from './balanceFixtures'
import { MOCK_NAMES } from './names'
import { readChainBalances, type MockChain, type MockToken } from './readChainBalances'

export interface SendMockOptions {
  /** Default the product's default, https://rpc.walletconnect.org. */
  baseUrl?: string
  /** Chains whose balances are read from their node; any other chain answers fixtures. */
  chains?: readonly MockChain[]
  /** ERC-20s on those chains. */
  tokens?: readonly MockToken[]
  /** Names the profile endpoint resolves, to an EVM address. */
  names?: Readonly<Record<string, string>>
  /**
   * A Solana account's lamports, for a Solana address on a `solana:` chain (answered as its SOL
   * balance): the sandbox passes its Solana RPC mock's ledger. Absent, such requests answer 400.
   */
  solanaLamports?: (address: string) => bigint
  /**
   * A Solana account's SPL token balances (base units), listed after its SOL: the sandbox passes
   * its Solana RPC mock's token ledger. Only read along with `solanaLamports`.
   */
  solanaTokens?: (address: string) => readonly SolanaMockTokenBalance[]
  /** The first N balance requests answer 503 ('Token Balance Unavailable' in the sandbox). */
  failures?: number
}

export type { MockChain, MockToken, SolanaMockTokenBalance }

/**
 * MSW handlers of the Blockchain API endpoints the send plugin calls: the account balance (from
 * the local chain when it runs one) and the account-name profile.
 * @example setupWorker(...createSendHandlers({ chains, tokens })).start()
 */
export function createSendHandlers(options: SendMockOptions = {}): HttpHandler[] {
  const baseUrl = (options.baseUrl ?? 'https://rpc.walletconnect.org').replace(/\/$/, '')
  const names = options.names ?? MOCK_NAMES
  let failuresLeft = options.failures ?? 0

  return [
    http.get(`${baseUrl}/v1/account/:address/balance`, async ({ request, params }) => {
      const url = new URL(request.url)
      if (failuresLeft > 0) {
        failuresLeft -= 1
        return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })
      }
      const address = String(params.address)
      const chainId = url.searchParams.get('chainId') ?? ''
      if (!url.searchParams.get('projectId')) return HttpResponse.json({ message: 'projectId is required' }, { status: 400 })
      if (url.searchParams.get('currency') !== 'usd') return HttpResponse.json({ message: 'Unsupported currency' }, { status: 400 })
      if (options.solanaLamports && chainId.startsWith('solana:') && isSolanaAddress(address)) {
        const numeric = formatUnits(options.solanaLamports(address), 9)
        const tokens = (options.solanaTokens?.(address) ?? []).map(({ mint, name, symbol, decimals, amount }) =>
          toBalance({ caipNetworkId: chainId, name, symbol, decimals, numeric: formatUnits(amount, decimals), tokenAddress: mint }),
        )
        return HttpResponse.json({ balances: [toBalance({ caipNetworkId: chainId, name: 'Solana', symbol: 'SOL', decimals: 9, numeric }), ...tokens] })
      }
      if (!isEvmAddress(address) || !address.startsWith('0x')) return HttpResponse.json({ message: 'Invalid address' }, { status: 400 })
      const chain = options.chains?.find((c) => `eip155:${c.chainId}` === chainId)
      try {
        const balances = chain ? await readChainBalances(chain, options.tokens ?? [], address as `0x${string}`) : fixtureBalances(chainId)
        return HttpResponse.json({ balances })
      } catch (error) {
        return HttpResponse.json({ message: `node unreachable: ${String(error)}` }, { status: 502 })
      }
    }),
    // The hosted wire (hostedNameRecord in @portico/contracts/testing): the record, or 200 [] for a free name with apiVersion=2.
    http.get(`${baseUrl}/v1/profile/account/:name`, ({ params, request }) => {
      const name = String(params.name).toLowerCase()
      const address = names[name]
      if (!address) {
        if (new URL(request.url).searchParams.get('apiVersion') === '2') return HttpResponse.json([])
        return HttpResponse.json({ status: 'FAILED', reasons: [{ field: 'name', description: `Name is not found in the database: ${name}` }] }, { status: 404 })
      }
      const at = '2024-01-01T00:00:00Z'
      return HttpResponse.json({ name, registered_at: at, updated_at: at, attributes: {}, addresses: { '60': { address, created_at: at } } })
    }),
  ]
}

/** The handlers with fixtures only (no local chain): unit tests, the plugin alone. */
export const handlers: HttpHandler[] = createSendHandlers()
