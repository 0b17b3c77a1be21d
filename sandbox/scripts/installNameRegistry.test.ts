import { createChainNameStore, SANDBOX_NAME_REGISTRY } from '@portico/plugin-names/mocks'
import { createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES, ANVIL_DEV_PRIVATE_KEYS, startAnvil, type AnvilInstance } from '../../toolchain/processes/anvil'
import { installNameRegistry } from './installNameRegistry'

let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  await installNameRegistry(anvil)
}, 90_000)
afterAll(() => anvil?.stop())

const [, bob, carol] = ANVIL_DEV_ADDRESSES

describe('installNameRegistry', () => {
  it('seeds the send mock names and keeps what the relayer registers, forward and reverse', async () => {
    const store = createChainNameStore(anvil)
    expect(await store.byName('bobby.reown.id')).toMatchObject({ address: bob, coinType: 60 })
    expect(await store.byName('carol.reown.id')).toMatchObject({ address: carol })
    await store.register({ name: 'bobby-2.reown.id', address: bob as `0x${string}`, coinType: 0x80000000 + 31337 })
    expect((await store.byAddress(bob as `0x${string}`)).map((record) => record.name)).toEqual(['bobby.reown.id', 'bobby-2.reown.id'])
    await expect(store.register({ name: 'bobby-2.reown.id', address: carol as `0x${string}`, coinType: 60 })).rejects.toThrow(/name taken/)
    expect(await store.byName('nobody.reown.id')).toBeUndefined()
  })

  it('takes writes from the relayer only, and installs again without losing names', async () => {
    const intruder = createWalletClient({ account: privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[2]), transport: http(anvil.rpcUrl) })
    const abi = [{ type: 'function', name: 'register', stateMutability: 'nonpayable', inputs: [{ type: 'string' }, { type: 'address' }, { type: 'uint64' }], outputs: [] }] as const
    await expect(intruder.writeContract({ chain: null, address: SANDBOX_NAME_REGISTRY, abi, functionName: 'register', args: ['eve-1.reown.id', carol as `0x${string}`, 60n] })).rejects.toThrow(/relayer only/)
    await installNameRegistry(anvil)
    expect(await createChainNameStore(anvil).byName('bobby-2.reown.id')).toMatchObject({ address: bob })
  })
})
