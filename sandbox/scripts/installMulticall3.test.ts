import { createPublicClient, http } from 'viem'
import { getBlockNumber, multicall } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES, startAnvil, type AnvilInstance } from '../../toolchain/processes/anvil'
import { installMulticall3, MULTICALL3_ADDRESS } from './installMulticall3'

describe('installMulticall3', () => {
  let anvil: AnvilInstance
  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: 31337 })
  })
  afterAll(() => anvil?.stop())

  it('installs Multicall3 at its canonical address without mining a block, so viem multicall works', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await getBlockNumber(client)
    await installMulticall3({ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' })
    const abi = [{ type: 'function', name: 'getEthBalance', stateMutability: 'view', inputs: [{ name: 'addr', type: 'address' }], outputs: [{ name: 'balance', type: 'uint256' }] }] as const
    const [balance] = await multicall(client, { multicallAddress: MULTICALL3_ADDRESS, allowFailure: false, contracts: [{ address: MULTICALL3_ADDRESS, abi, functionName: 'getEthBalance', args: [ANVIL_DEV_ADDRESSES[1]!] }] })
    expect(balance).toBe(10_000n * 10n ** 18n)
    expect(await getBlockNumber(client)).toBe(before)
  }, 60_000)
})
