import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES, startAnvil, type AnvilInstance } from '../../toolchain/processes/anvil'
import { deploySandboxTokens, SANDBOX_TOKEN_SUPPLY } from './deployToken'

describe('deploySandboxTokens', () => {
  let anvil: AnvilInstance

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: 31337 })
  })
  afterAll(async () => {
    await anvil?.stop()
  })

  it('compiles the ERC-20 and deploys PUSD and PEUR with the whole supply on the sandbox account', async () => {
    const [token, euro] = await deploySandboxTokens([{ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Anvil' }])
    expect(token).toMatchObject({ chainId: 31337, name: 'Portico Dollar', symbol: 'PUSD', decimals: 6 })
    expect(euro).toMatchObject({ chainId: 31337, name: 'Portico Euro', symbol: 'PEUR', decimals: 18 })
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const address = token!.address as `0x${string}`
    const read = <T>(functionName: 'symbol' | 'decimals' | 'totalSupply') => client.readContract({ address, abi: erc20Abi, functionName }) as Promise<T>
    expect(await read('symbol')).toBe('PUSD')
    expect(await read('decimals')).toBe(6)
    expect(await read('totalSupply')).toBe(SANDBOX_TOKEN_SUPPLY)
    expect(await client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [ANVIL_DEV_ADDRESSES[0] as `0x${string}`] })).toBe(SANDBOX_TOKEN_SUPPLY)
    expect(await client.readContract({ address: euro!.address as `0x${string}`, abi: erc20Abi, functionName: 'decimals' })).toBe(18)
  }, 90_000)
})
