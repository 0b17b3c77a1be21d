import { balanceResponseSchema, SWAP_NATIVE_TOKEN_ADDRESS } from '@portico/contracts'
import { createWalletClient, erc20Abi, http, parseUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { waitForTransactionReceipt } from 'viem/actions'
import { anvil } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES, ANVIL_DEV_PRIVATE_KEYS } from '../../../toolchain/processes/anvil'
import { porticoServerConfig } from '../../../sandbox/scripts/porticoServerConfig'
import { startPorticoServer, type PorticoServer } from '../startPorticoServer'
import { startEngineChains, type EngineChains } from '../testing/startEngineChains'

// Where the client speaks the hosted wire and the server must answer as the hosted service does.
describe('the hosted wire on Portico Server', () => {
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

  it('GET balance: forceUpdate names a token (a CAIP-10 address, as the client sends after a send) and reads the chain afresh', async () => {
    const holder = ANVIL_DEV_ADDRESSES[1] as Address
    const pusd = local.tokens.find((token) => token.symbol === 'PUSD')!.address as Address
    const balanceUrl = (extra: string) => `${server.url}/v1/account/${holder}/balance?projectId=p1&currency=usd&chainId=eip155:31337${extra}`
    const pusdOf = async (extra: string) => {
      const response = await fetch(balanceUrl(extra))
      expect(response.status).toBe(200)
      return balanceResponseSchema.parse(await response.json()).balances.find((balance) => balance.symbol === 'PUSD')?.quantity.numeric
    }
    expect(await pusdOf('')).toBeUndefined()
    const wallet = createWalletClient({ account: privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[0]!), transport: http(local.chains[0]!.rpcUrl), chain: anvil })
    await waitForTransactionReceipt(wallet, { hash: await wallet.writeContract({ address: pusd, abi: erc20Abi, functionName: 'transfer', args: [holder, parseUnits('7', 6)] }) })
    // Cached for 30 s without it; with the token named, the new balance at once.
    expect(await pusdOf('')).toBeUndefined()
    expect(await pusdOf(`&forceUpdate=${encodeURIComponent(`eip155:31337:${pusd}`)}`)).toBe('7')
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
