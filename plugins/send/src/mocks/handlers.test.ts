import { balanceResponseSchema, nameLookupResponseSchema } from '@portico/contracts'
import { HOSTED_BALANCE, hostedNameRecord, hostedShapeMismatches } from '@portico/contracts/testing'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSendHandlers, handlers } from './handlers'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const api = 'https://rpc.walletconnect.org'
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('send mock handlers', () => {
  it('answers balances like the Blockchain API, with a decimals-0 entry to drop', async () => {
    const response = await fetch(`${api}/v1/account/${account}/balance?projectId=p&currency=usd&chainId=eip155:1`)
    const answer: unknown = await response.json()
    expect(hostedShapeMismatches(answer, { balances: [HOSTED_BALANCE.balances[1]] })).toEqual([])
    const { balances } = balanceResponseSchema.parse(answer)
    expect(balances.map((b) => [b.symbol, b.quantity.decimals])).toEqual([
      ['ETH', '18'],
      ['USDC', '6'],
      ['PASS', '0'],
    ])
    expect(balances[1]?.address).toBe('eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
  })

  it('refuses requests the real API would', async () => {
    expect((await fetch(`${api}/v1/account/${account}/balance?currency=usd&chainId=eip155:1`)).status).toBe(400)
    expect((await fetch(`${api}/v1/account/nope/balance?projectId=p&currency=usd&chainId=eip155:1`)).status).toBe(400)
  })

  it('fails the first balance requests when asked to', async () => {
    server.use(...createSendHandlers({ failures: 1 }))
    const url = `${api}/v1/account/${account}/balance?projectId=p&currency=usd&chainId=eip155:1`
    expect((await fetch(url)).status).toBe(503)
    expect((await fetch(url)).status).toBe(200)
  })

  it('answers a Solana address on a solana chain with its SOL, when given the lamports', async () => {
    const owner = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const url = `${api}/v1/account/${owner}/balance?projectId=p&currency=usd&chainId=${devnet}`
    expect((await fetch(url)).status).toBe(400)
    server.use(...createSendHandlers({ solanaLamports: (address) => (address === owner ? 2_250_000_000n : 0n) }))
    const { balances } = balanceResponseSchema.parse(await (await fetch(url)).json())
    expect(balances).toMatchObject([{ symbol: 'SOL', chainId: devnet, quantity: { decimals: '9', numeric: '2.25' } }])
    expect(balances[0]?.address).toBeUndefined()
  })

  it('lists a Solana account\'s SPL tokens after its SOL, when given them', async () => {
    const owner = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
    const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    server.use(...createSendHandlers({ solanaLamports: () => 1_000_000_000n, solanaTokens: () => [{ mint, name: 'Portico USD', symbol: 'PUSD', decimals: 6, amount: 100_000_000n }] }))
    const url = `${api}/v1/account/${owner}/balance?projectId=p&currency=usd&chainId=${devnet}`
    const { balances } = balanceResponseSchema.parse(await (await fetch(url)).json())
    expect(balances).toMatchObject([{ symbol: 'SOL' }, { symbol: 'PUSD', address: `${devnet}:${mint}`, value: 100, quantity: { decimals: '6', numeric: '100' } }])
  })

  it('resolves known names to their record as the hosted service answers it; a free name is [] with apiVersion=2, else 404', async () => {
    const bob = nameLookupResponseSchema.parse(await (await fetch(`${api}/v1/profile/account/bobby.reown.id?projectId=p&apiVersion=2`)).json())
    expect(Object.keys(bob).sort()).toEqual(Object.keys(hostedNameRecord).sort())
    expect(bob).toMatchObject({ addresses: { '60': { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } } })
    expect(await (await fetch(`${api}/v1/profile/account/nobody.reown.id?apiVersion=2`)).json()).toEqual([])
    expect((await fetch(`${api}/v1/profile/account/nobody.reown.id`)).status).toBe(404)
  })
})
