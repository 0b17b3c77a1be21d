import { SWAP_NATIVE_TOKEN_ADDRESS } from '@portico/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { porticoServerConfig } from '../../../sandbox/scripts/porticoServerConfig'
import { startPorticoServer, type PorticoServer } from '../startPorticoServer'
import { startEngineChains, type EngineChains } from '../testing/startEngineChains'

describe('POST /v1/fungible/price', () => {
  let local: EngineChains
  let server: PorticoServer
  beforeAll(async () => {
    local = await startEngineChains(1)
    server = await startPorticoServer(porticoServerConfig({ ...local, port: 0, project: { id: 'p1', allowedOrigins: ['*'] } }))
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
    await local?.stop()
  })

  it("prices the native currency at the swap API's native address, as hosted (Swap's network fee reads it)", async () => {
    const native = `eip155:31337:${SWAP_NATIVE_TOKEN_ADDRESS}`
    const response = await fetch(`${server.url}/v1/fungible/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: 'p1', currency: 'usd', addresses: [native] }),
    })
    // A 50 ETH / 100 000 PUSD pool: 2000 dollars an ether.
    expect(await response.json()).toEqual({ fungibles: [{ address: native, name: 'Ether', symbol: 'ETH', iconUrl: '', price: 2000, decimals: 18 }] })
  })
})
