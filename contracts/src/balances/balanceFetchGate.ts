import { BALANCE_CACHE_MS, BALANCE_RETRY_INTERVAL_MS } from '../constants/timings'

/** What a balance reader remembers between calls: whose balances it holds and when, the last failure. */
export interface BalanceReadState {
  readFor?: { caipAddress: string; at: number } | undefined
  lastFailure?: number | undefined
}

/**
 * Whether to read token balances now (SPEC section 9): 'cached' while the account's balances are
 * under 30 s old (unless `force`), 'blocked' for 30 s after 'Token Balance Unavailable' (even when
 * forced), else 'read'.
 * @example balanceFetchGate({ lastFailure: now - 1000 }, caipAddress, now) // 'blocked'
 */
export function balanceFetchGate(state: BalanceReadState, caipAddress: string, now: number, force = false): 'cached' | 'blocked' | 'read' {
  if (!force && state.readFor?.caipAddress === caipAddress && now - state.readFor.at < BALANCE_CACHE_MS) return 'cached'
  if (state.lastFailure !== undefined && now - state.lastFailure < BALANCE_RETRY_INTERVAL_MS) return 'blocked'
  return 'read'
}
