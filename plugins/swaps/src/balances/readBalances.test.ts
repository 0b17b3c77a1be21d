import { encodeFunctionData, erc20Abi, numberToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createSwapsTestHost, ETH, PUSD } from '../testing/swapsTestHost'
import { readBalances } from './readBalances'

const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('readBalances', () => {
  it("reads the native balance and the ERC-20's balanceOf through the wallet's safe methods", async () => {
    const asked: unknown[] = []
    const rpc = {
      request: async ({ method, params }: { method: string; params?: unknown }) => {
        asked.push({ method, params })
        return method === 'eth_getBalance' ? '0xde0b6b3a7640000' : numberToHex(5_000_000n, { size: 32 })
      },
    }
    const { host } = createSwapsTestHost({}, { rpc })
    expect(await readBalances(host, [ETH, PUSD], user)).toEqual({ [ETH.address]: 10n ** 18n, [PUSD.address]: 5_000_000n })
    // The hand-written call is the ABI coder's.
    expect(asked[1]).toEqual({ method: 'eth_call', params: [{ to: '0x5FbDB2315678afecb367f032d93F642f64180aa3', data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [user] }) }, 'latest'] })
  })

  it('leaves out a token whose read fails', async () => {
    const rpc = { request: async ({ method }: { method: string }) => (method === 'eth_getBalance' ? '0x1' : 'nope') }
    expect(await readBalances(createSwapsTestHost({}, { rpc }).host, [ETH, PUSD], user)).toEqual({ [ETH.address]: 1n })
  })
})
