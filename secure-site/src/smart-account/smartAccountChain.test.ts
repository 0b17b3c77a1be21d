import { createPublicClient, createTestClient, http, parseEther, toFunctionSelector, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../../toolchain/processes/anvil'
import { ENTRY_POINT_V08, PORTICO_SESSION_ACCOUNT, SESSION_COUNTER, SIMPLE_7702_ACCOUNT, SMART_ACCOUNT_IMPLEMENTATION } from './addresses'
import { delegationDesignator } from './delegationDesignator'
import { deploySmartAccountContracts, readArtifactBytecode, SMART_ACCOUNT_DEPLOYER } from '../../../sandbox/secure-site/smart-account/deploySmartAccountContracts'
import { isImplementationDeployed, isSmartAccountDelegated, sendSelfBatch, waitForSuccess } from './smartAccountChain'
import { SIMPLE_7702_ACCOUNT_ABI } from './simple7702Abi'

describe('EIP-7702 smart accounts on anvil', () => {
  let anvil: AnvilInstance
  let chain: { chainId: number; rpcUrl: string; name: string }
  const client = () => createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 100 })

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: 31337 })
    chain = { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl, name: 'Anvil' }
  }, 90_000)
  afterAll(async () => {
    await anvil?.stop()
  })

  it('deploys EntryPoint v0.8 and Simple7702Account at their canonical addresses and the session contracts at theirs, once', async () => {
    expect(await isImplementationDeployed(chain)).toBe(false)
    await deploySmartAccountContracts([chain])
    const codes = () => Promise.all([ENTRY_POINT_V08.address, SIMPLE_7702_ACCOUNT.address, PORTICO_SESSION_ACCOUNT.address, SESSION_COUNTER.address].map((address) => client().getCode({ address })))
    const first = await codes()
    for (const code of first) expect(code?.length).toBeGreaterThan(100)
    const nonce = await client().getTransactionCount({ address: SMART_ACCOUNT_DEPLOYER })
    await deploySmartAccountContracts([chain])
    expect(await client().getTransactionCount({ address: SMART_ACCOUNT_DEPLOYER })).toBe(nonce)
    expect(await codes()).toEqual(first)
    expect(await isImplementationDeployed(chain)).toBe(true)
    // Two deploy rounds take 5-7 s on a loaded 2-core machine: past vitest's 5 s default.
  }, 90_000)

  it('delegates and runs a batch of two transfers in one self-sent transaction, then batches without a new authorization', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).setBalance({ address: account.address, value: parseEther('10') })
    const [first, second] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address] as [Address, Address]
    const hash = await sendSelfBatch(account, chain, [
      { to: first, value: parseEther('1'), data: '0x' },
      { to: second, value: parseEther('2'), data: '0x' },
    ])
    await waitForSuccess(chain, hash)
    const transaction = await client().getTransaction({ hash })
    expect(transaction).toMatchObject({ type: 'eip7702', from: account.address.toLowerCase(), to: account.address.toLowerCase() })
    expect(await client().getCode({ address: account.address })).toBe(delegationDesignator(SMART_ACCOUNT_IMPLEMENTATION))
    expect(await isSmartAccountDelegated(chain, account.address)).toBe(true)
    expect(await client().getBalance({ address: first })).toBe(parseEther('1'))
    expect(await client().getBalance({ address: second })).toBe(parseEther('2'))

    const again = await sendSelfBatch(account, chain, [{ to: first, value: parseEther('1'), data: '0x' }])
    await waitForSuccess(chain, again)
    expect((await client().getTransaction({ hash: again })).type).toBe('eip1559')
    expect(await client().getBalance({ address: first })).toBe(parseEther('2'))
  }, 90_000)

  it('calls the executeBatch of the 0.8.0 artifact', () => {
    const selector = toFunctionSelector(SIMPLE_7702_ACCOUNT_ABI[0] ?? 'function executeBatch((address,uint256,bytes)[])')
    expect(selector).toBe('0x34fcd5be')
    expect(readArtifactBytecode('Simple7702Account')).toContain(selector.slice(2))
  })
})
