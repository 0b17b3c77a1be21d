import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaDevnet } from '../../networks'
import { createSolanaRpcHandlers } from './mocks/handlers'
import { readSolanaBalance, toDecimalString } from './readSolanaBalance'

const owner = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const url = solanaDevnet.rpcUrls.default.http[0] ?? ''
const server = setupServer(...createSolanaRpcHandlers({ url, balances: { [owner]: 2_512_345_678n } }))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('readSolanaBalance', () => {
  it('reads lamports with @solana/kit and shows SOL floored to 3 decimals', async () => {
    await expect(readSolanaBalance(solanaDevnet, owner)).resolves.toEqual({ balance: '2.512', symbol: 'SOL' })
  })

  it('shows an unfunded account as zero', async () => {
    await expect(readSolanaBalance(solanaDevnet, '11111111111111111111111111111111')).resolves.toEqual({ balance: '0.000', symbol: 'SOL' })
  })
})

describe('toDecimalString', () => {
  it.each([
    [0n, '0'],
    [1n, '0.000000001'],
    [1_500_000_000n, '1.5'],
    [12_000_000_000n, '12'],
  ])('%s lamports are %s SOL', (lamports, text) => {
    expect(toDecimalString(lamports, 9)).toBe(text)
  })
})
