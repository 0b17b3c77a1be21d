import { revokeSessionTypedData, SESSION_ACCOUNT_ABI, SESSION_COUNTER_ABI } from '@portico/contracts/testing'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  numberToHex,
  parseEther,
  type Address,
  type Hex,
  type LocalAccount,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../../toolchain/processes/anvil'
import { compilePorticoToken } from '../../scripts/compileToken'
import { SESSION_COUNTER } from '../../../secure-site/src/smart-account/addresses'
import { deploySmartAccountContracts } from './deploySmartAccountContracts'
import { parseGrantPermissions } from '../../../secure-site/src/smart-account/grantPermissionsParams'
import { grantedPci, grantSessionCall } from '../../../secure-site/src/smart-account/sessionGrants'
import { sendSelfBatch, waitForSuccess } from '../../../secure-site/src/smart-account/smartAccountChain'

// PorticoSessionAccount on a chain of its own (this file moves its clock): the chain judges every call.
describe('PorticoSessionAccount on anvil', () => {
  let anvil: AnvilInstance
  let chain: { chainId: number; rpcUrl: string; name: string }
  const publicClient = () => createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 })
  const testClient = () => createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
  const now = async () => Number((await publicClient().getBlock()).timestamp)
  const fundedAccount = async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    await testClient().setBalance({ address: account.address, value: parseEther('10') })
    return account
  }
  const keysOf = (account: LocalAccount) => ({ type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: account.publicKey }] } })
  const counterCall = (functionName: 'increment' | 'reset') => encodeFunctionData({ abi: SESSION_COUNTER_ABI, functionName })

  /** Grants on `owner`'s account (delegating it in the same transaction) and answers the pci. */
  const grant = async (owner: LocalAccount, request: Record<string, unknown>) => {
    const parsed = parseGrantPermissions([{ chainId: numberToHex(chain.chainId), ...request }], await now())
    const logs = await waitForSuccess(chain, await sendSelfBatch(owner, chain, [grantSessionCall(owner.address, parsed, { name: 'Test dapp', url: 'http://127.0.0.1:5173' })]))
    return grantedPci(logs, owner.address)
  }
  /** The session key's own transaction: executeWithSession on the owner's account, mined; the receipt's status or the revert's error name. */
  const useSession = async (key: LocalAccount, owner: Address, pci: Hex, target: Address, data: Hex, value = 0n) => {
    const wallet = createWalletClient({ account: key, transport: http(anvil.rpcUrl), chain: { id: chain.chainId, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } } })
    try {
      await publicClient().simulateContract({ account: key, address: owner, abi: SESSION_ACCOUNT_ABI, functionName: 'executeWithSession', args: [pci, target, value, data] })
    } catch (error) {
      return String((error as { cause?: { data?: { errorName?: string } } }).cause?.data?.errorName ?? error)
    }
    const hash = await wallet.writeContract({ address: owner, abi: SESSION_ACCOUNT_ABI, functionName: 'executeWithSession', args: [pci, target, value, data] })
    return (await publicClient().waitForTransactionReceipt({ hash })).status
  }
  const counterGrant = async (expiresIn = 3_600) => ({
    expiry: (await now()) + expiresIn,
    permissions: [{ type: 'contract-call', data: { address: SESSION_COUNTER.address, abi: SESSION_COUNTER_ABI, functions: [{ functionName: 'increment' }] } }],
  })

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: 31337 })
    chain = { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl, name: 'Anvil' }
    await deploySmartAccountContracts([chain])
  }, 90_000)
  afterAll(async () => {
    await anvil?.stop()
  })

  it('lets the session key make the granted call, and nothing else, without the owner', async () => {
    const [owner, key] = [await fundedAccount(), await fundedAccount()]
    const pci = await grant(owner, { signer: keysOf(key), ...(await counterGrant()) })
    expect(await useSession(key, owner.address, pci, SESSION_COUNTER.address, counterCall('increment'))).toBe('success')
    expect(await publicClient().readContract({ address: SESSION_COUNTER.address, abi: SESSION_COUNTER_ABI, functionName: 'counts', args: [owner.address] })).toBe(1n)
    expect(await useSession(key, owner.address, pci, SESSION_COUNTER.address, counterCall('reset'))).toBe('CallNotPermitted')
    expect(await useSession(key, owner.address, pci, key.address, '0x', 1n)).toBe('AllowanceNotGranted')
    // Another key cannot use the session; the session cannot reach the account's own functions.
    const stranger = await fundedAccount()
    expect(await useSession(stranger, owner.address, pci, SESSION_COUNTER.address, counterCall('increment'))).toBe('NotSessionSigner')
    expect(await useSession(key, owner.address, pci, owner.address, encodeFunctionData({ abi: SESSION_ACCOUNT_ABI, functionName: 'revokeSession', args: [pci] }))).toBe('CallNotPermitted')
  }, 90_000)

  it('grants only from the account itself, never a session on the account', async () => {
    const [owner, key] = [await fundedAccount(), await fundedAccount()]
    await grant(owner, { signer: keysOf(key), ...(await counterGrant()) })
    const parsed = parseGrantPermissions([{ chainId: numberToHex(chain.chainId), signer: keysOf(key), ...(await counterGrant()) }], await now())
    const { data } = grantSessionCall(owner.address, parsed, { name: 'x', url: 'x' })
    await expect(publicClient().call({ account: key.address, to: owner.address, data })).rejects.toThrow(/not from self or EntryPoint/)
    const onItself = parseGrantPermissions([{ chainId: numberToHex(chain.chainId), signer: keysOf(key), expiry: (await now()) + 60, permissions: [{ type: 'contract-call', data: { address: owner.address, functions: [{ functionName: 'revokeSession(bytes32)' }] } }] }], await now())
    await expect(sendSelfBatch(owner, chain, [grantSessionCall(owner.address, onItself, { name: 'x', url: 'x' })])).rejects.toThrow(/the account itself|InvalidGrant|reverted/)
  }, 90_000)

  it('spends native and ERC-20 allowances per period, and refuses everything after the expiry', async () => {
    const [owner, key, receiver] = [await fundedAccount(), await fundedAccount(), privateKeyToAccount(generatePrivateKey()).address]
    const token = compilePorticoToken()
    const deployer = createWalletClient({ account: owner, transport: http(anvil.rpcUrl), chain: { id: chain.chainId, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } } })
    const deployed = await publicClient().waitForTransactionReceipt({ hash: await deployer.deployContract({ abi: token.abi, bytecode: token.bytecode, args: ['Portico Dollar', 'PUSD', 6, 1_000_000n] }) })
    const tokenAddress = deployed.contractAddress as Address
    const start = await now()
    const pci = await grant(owner, {
      signer: keysOf(key),
      expiry: start + 3 * 86_400,
      permissions: [
        { type: 'native-token-recurring-allowance', data: { allowance: numberToHex(parseEther('1')), start, period: 86_400 } },
        { type: 'erc20-recurring-allowance', data: { token: tokenAddress, allowance: numberToHex(100n), start, period: 86_400 } },
      ],
    })
    const transfer = (amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] })
    expect(await useSession(key, owner.address, pci, receiver, '0x', parseEther('0.6'))).toBe('success')
    expect(await useSession(key, owner.address, pci, receiver, '0x', parseEther('0.6'))).toBe('AllowanceExceeded')
    expect(await useSession(key, owner.address, pci, tokenAddress, transfer(60n))).toBe('success')
    expect(await useSession(key, owner.address, pci, tokenAddress, transfer(60n))).toBe('AllowanceExceeded')
    expect(await publicClient().getBalance({ address: receiver })).toBe(parseEther('0.6'))
    // The next period: the allowances are whole again.
    await testClient().increaseTime({ seconds: 86_400 })
    await testClient().mine({ blocks: 1 })
    expect(await useSession(key, owner.address, pci, receiver, '0x', parseEther('0.6'))).toBe('success')
    expect(await useSession(key, owner.address, pci, tokenAddress, transfer(60n))).toBe('success')
    expect(await publicClient().readContract({ address: tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] })).toBe(120n)
    await testClient().increaseTime({ seconds: 2 * 86_400 })
    await testClient().mine({ blocks: 1 })
    expect(await useSession(key, owner.address, pci, receiver, '0x', 1n)).toBe('SessionExpired')
  }, 60_000)

  it('revokes with the owner EIP-712 signature, submitted by anyone; another signature is refused', async () => {
    const [owner, key, relayer] = [await fundedAccount(), await fundedAccount(), await fundedAccount()]
    const pci = await grant(owner, { signer: keysOf(key), ...(await counterGrant()) })
    const typedData = revokeSessionTypedData({ chainId: chain.chainId, account: owner.address, pci })
    const submit = (signature: Hex) =>
      publicClient().simulateContract({ account: relayer, address: owner.address, abi: SESSION_ACCOUNT_ABI, functionName: 'revokeSessionWithSignature', args: [pci, signature] })
    await expect(submit(await key.signTypedData(typedData))).rejects.toThrow(/InvalidRevokeSignature/)
    await expect(submit(await owner.signTypedData(revokeSessionTypedData({ chainId: chain.chainId + 1, account: owner.address, pci })))).rejects.toThrow(/InvalidRevokeSignature/)
    const { request } = await submit(await owner.signTypedData(typedData))
    const relayerWallet = createWalletClient({ account: relayer, transport: http(anvil.rpcUrl) })
    await publicClient().waitForTransactionReceipt({ hash: await relayerWallet.writeContract(request) })
    expect(await publicClient().readContract({ address: owner.address, abi: SESSION_ACCOUNT_ABI, functionName: 'sessionOf', args: [pci] })).toEqual([key.address, expect.any(Number), true])
    expect(await useSession(key, owner.address, pci, SESSION_COUNTER.address, counterCall('increment'))).toBe('SessionIsRevoked')
  }, 90_000)
})
