import type { ApiClient, ResponseSchema } from '@portico/contracts'
import { createTestHost } from '@portico/contracts/testing'

export const ETH = { name: 'Ether', symbol: 'ETH', address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', decimals: 18 }
export const PUSD = { name: 'Portico Dollar', symbol: 'PUSD', address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 6 }
export const PEUR = { name: 'Portico Euro', symbol: 'PEUR', address: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', decimals: 18 }

/** One recorded call of the fake convert API. */
export interface ApiCall {
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, unknown> | undefined
  body?: unknown
}

/**
 * A test host on anvil's chain 31337 that swaps there (`swapChainIds: [31337]`), whose Blockchain
 * API answers each path with `answers[path]` (a function of the call, or the value), parsed with
 * the client's schema as the shell's client does. Test-only: never in the plugin's bundle.
 */
export function createSwapsTestHost(answers: Record<string, unknown>, overrides: Parameters<typeof createTestHost>[0] = {}, swapChainIds: number[] = [31337]) {
  const calls: ApiCall[] = []
  const respond = async <T>(call: ApiCall, schema: ResponseSchema<T>): Promise<T> => {
    calls.push(call)
    const answer = answers[call.path]
    const value = typeof answer === 'function' ? await (answer as (c: ApiCall) => unknown)(call) : answer
    const parsed = schema.safeParse(value)
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid response')
    return parsed.data
  }
  const blockchain: Partial<ApiClient> = {
    get: (path, schema, query) => respond({ method: 'GET', path, query }, schema),
    post: (path, schema, body) => respond({ method: 'POST', path, body }, schema),
  }
  const test = createTestHost({ ...overrides, blockchain })
  return { ...test, host: { ...test.host, options: { ...test.host.options, own: { swapChainIds } } }, calls }
}
