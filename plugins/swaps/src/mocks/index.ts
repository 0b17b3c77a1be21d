// The package's `./mocks` export: the sandbox and tests reach the swaps mocks only through here.
import type { CreateMockHandlers } from '@portico/contracts/testing'
import { createSwapsHandlers } from './handlers'

export * from './handlers'

/** The convert API and fungible prices, answered from the sandbox's Uniswap V2 pools on anvil. */
export const createMockHandlers: CreateMockHandlers = ({ chains, tokens, uniswapV2 }) => createSwapsHandlers({ chains, tokens, uniswapV2: uniswapV2 ?? [] })
