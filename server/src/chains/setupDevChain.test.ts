import { createPublicClient, http } from 'viem'
import { getBlockNumber, multicall } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES, startAnvil, type AnvilInstance } from '../../../toolchain/processes/anvil'
import { MULTICALL3_ADDRESS } from '../config/configSchema'
import { setupDevChain } from './setupDevChain'

describe('setupDevChain', () => {
  let anvil: AnvilInstance
  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: 31337 })
  })
  afterAll(() => anvil?.stop())

  it('installs Multicall3 at its canonical address without mining a block, so viem multicall works, and finds it there the next time', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await getBlockNumber(client)
    expect(await setupDevChain(anvil.rpcUrl)).toEqual({ chainId: 31337, multicall3: 'installed' })
    const abi = [{ type: 'function', name: 'getEthBalance', stateMutability: 'view', inputs: [{ name: 'addr', type: 'address' }], outputs: [{ name: 'balance', type: 'uint256' }] }] as const
    const [balance] = await multicall(client, { multicallAddress: MULTICALL3_ADDRESS, allowFailure: false, contracts: [{ address: MULTICALL3_ADDRESS, abi, functionName: 'getEthBalance', args: [ANVIL_DEV_ADDRESSES[1]!] }] })
    expect(balance).toBe(10_000n * 10n ** 18n)
    expect(await getBlockNumber(client)).toBe(before)
    expect(await setupDevChain(anvil.rpcUrl)).toEqual({ chainId: 31337, multicall3: 'present' })
  }, 60_000)
})
