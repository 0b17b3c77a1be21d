import { accountProfileSchema, nameRegistrationMessage } from '@portico/contracts'
import { smartSessionsListSchema } from '@portico/contracts/sessions'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_DEV_PRIVATE_KEYS, startAnvil, type AnvilInstance } from '../../../toolchain/processes/anvil'
import { createDatabase } from '../db/createDatabase'
import type { PorticoDatabase } from '../db/database'
import { createEnginesDeps } from './createEnginesDeps'
import { enginesConfigSchema } from './enginesConfig'
import { enginesRoutes } from './enginesRoutes'

// The engines built from an operator's configuration, answering over HTTP on a bare anvil and PGlite.
describe('engines from the configuration', () => {
  let anvil: AnvilInstance
  let database: PorticoDatabase
  beforeAll(async () => {
    ;[anvil, database] = await Promise.all([startAnvil({ port: 0, chainId: 31337 }), createDatabase({})])
  }, 120_000)
  afterAll(async () => {
    await Promise.all([anvil?.stop(), database?.close()])
  })

  const config = () => ({
    chains: [
      {
        chainId: 31337,
        rpcUrl: anvil.rpcUrl,
        uniswapV2: { factory: '0x5c69bee701ef814a2b6a3edd4b1652cb9cc5aa6f', router: '0x7a250d5630b4cf539739df2c5dacb4c659f2488d', weth: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2' },
        swapTokens: [{ address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', name: 'USD Coin', symbol: 'USDC', decimals: 6, logoURI: 'https://example.com/usdc.png' }],
        sessions: { relayerPrivateKey: ANVIL_DEV_PRIVATE_KEYS[2] as string, fromBlock: '0' },
      },
    ],
    onramp: { coinbase: { appId: 'app-1' } },
  })

  it('refuses a configuration with a bad relayer key or address', () => {
    const bad = config()
    bad.chains[0]!.sessions.relayerPrivateKey = '0x1234'
    expect(enginesConfigSchema.safeParse(bad).success).toBe(false)
    const badRouter = config()
    badRouter.chains[0]!.uniswapV2.router = 'router'
    expect(enginesConfigSchema.safeParse(badRouter).success).toBe(false)
  })

  it('answers every engine over HTTP', async () => {
    const app = enginesRoutes(createEnginesDeps(enginesConfigSchema.parse(config()), database.db))
    const tokens = (await (await app.request('/v1/convert/tokens?projectId=p&chainId=eip155:31337')).json()) as { tokens: { symbol: string; logoUri: string | null }[] }
    expect(tokens.tokens.map((t) => [t.symbol, t.logoUri])).toEqual([['ETH', null], ['USDC', 'https://example.com/usdc.png']])
    expect((await app.request('/v1/convert/gas-price?projectId=p&chainId=eip155:31337')).status).toBe(200)
    const owner = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[0])
    const message = nameRegistrationMessage('configured.reown.id', Date.now())
    const body = { message, signature: await owner.signMessage({ message }), coin_type: 0x80000000 + 31337, address: owner.address }
    const registered = await app.request('/v1/profile/account', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect(accountProfileSchema.parse(await registered.json()).name).toBe('configured.reown.id')
    expect(smartSessionsListSchema.parse(await (await app.request(`/v1/sessions/eip155:31337:${owner.address}?projectId=p`)).json())).toEqual({ pcis: [] })
    const onramp = await app.request('/v1/generators/onrampurl', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ destinationWallets: [{ address: owner.address }], partnerUserId: 'u'.repeat(40) }) })
    expect(((await onramp.json()) as { url: string }).url).toMatch(/^https:\/\/pay\.coinbase\.com\/buy\/select-asset\?appId=app-1&/)
  })
})
