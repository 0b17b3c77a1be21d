import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_BITCOIN_ADDRESS } from '../wallets/bitcoin/keys'
import { BITCOIN_TESTNET_ESPLORA } from './esplora'
import { createSandboxBitcoinTestnet, SANDBOX_BITCOIN_FUNDING } from './sandboxBitcoinTestnet'

const server = setupServer(...createSandboxBitcoinTestnet())
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe("the sandbox's mempool.space testnet stand-in (MSW)", () => {
  it("lists the sandbox wallet's funding UTXOs as Esplora does, and the fee rates", async () => {
    const utxos = (await (await fetch(`${BITCOIN_TESTNET_ESPLORA}/address/${SANDBOX_BITCOIN_ADDRESS}/utxo`)).json()) as { value: number; status: { confirmed: boolean } }[]
    expect(utxos.map((utxo) => utxo.value)).toEqual([...SANDBOX_BITCOIN_FUNDING])
    expect(utxos.every((utxo) => utxo.status.confirmed)).toBe(true)
    await expect((await fetch(`${BITCOIN_TESTNET_ESPLORA}/v1/fees/recommended`)).json()).resolves.toMatchObject({ halfHourFee: 2 })
  })

  it("answers a refused broadcast 400 with the node's reason", async () => {
    const response = await fetch(`${BITCOIN_TESTNET_ESPLORA}/tx`, { method: 'POST', body: 'zz' })
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/^sendrawtransaction RPC error: TX decode failed/)
  })
})
