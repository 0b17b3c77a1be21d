import type { FrameJsonValue } from '@portico/frame-protocol'
import { revokeSessionTypedData, SESSION_ACCOUNT_ABI, SESSION_COUNTER_ABI } from '@portico/contracts/testing'
import { decodeFunctionData, encodeAbiParameters, encodeEventTopics, encodeFunctionResult, recoverTypedDataAddress, type Hex, type Log } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { SESSION_COUNTER, SMART_ACCOUNT_IMPLEMENTATION } from '../../smart-account/addresses'
import type { BatchCall } from '../../smart-account/sendCallsParams'
import { memoryStorage } from './memoryStorage'
import { createSessionPermissions, SESSIONS_NEED_SMART_ACCOUNT_MESSAGE } from './sessionPermissions'
import { createSmartAccounts } from './smartAccounts'
import { createSmartAccountStorage } from './smartAccountStorage'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const sessionKey = privateKeyToAccount(generatePrivateKey())
const pci = `0x${'ab'.repeat(32)}` as const
const NOW = 1_800_000_000
const configured = [{ chainId: 31337, rpcUrl: 'http://node-a', name: 'Anvil' }]

/** The SessionGranted log a grant leaves on the account. */
const grantedLog = (): Log =>
  ({
    address: account.address,
    topics: encodeEventTopics({ abi: SESSION_ACCOUNT_ABI, eventName: 'SessionGranted', args: { pci, signer: sessionKey.address } }),
    data: encodeAbiParameters([{ type: 'uint48' }, { type: 'string' }, { type: 'string' }, { type: 'string' }], [NOW + 60, 'Demo', 'http://127.0.0.1:5173', '[]']),
  }) as unknown as Log

/** A node where the implementation is deployed and the account's session `pci` is as given. */
function setup({ session = [sessionKey.address, NOW + 60, false] as readonly [`0x${string}`, number, boolean] } = {}) {
  const sent: BatchCall[][] = []
  const forward = async (_: string, method: string, params: unknown): Promise<FrameJsonValue> => {
    if (method === 'eth_getCode') return (params as [string])[0] === SMART_ACCOUNT_IMPLEMENTATION ? '0x6080' : '0x'
    if (method === 'eth_call') return encodeFunctionResult({ abi: SESSION_ACCOUNT_ABI, functionName: 'sessionOf', result: session })
    throw new Error(`unexpected ${method}`)
  }
  const storage = createSmartAccountStorage(memoryStorage())
  const smart = createSmartAccounts({ configured, forward, storage })
  const hash = `0x${'12'.repeat(32)}` as const
  const sessions = createSessionPermissions({ forward, smart, nowSeconds: () => NOW, send: async (_, __, batch) => (sent.push([...batch]), hash), wait: async () => [grantedLog()] })
  return { smart, sessions, sent }
}

const request = (extra: Record<string, unknown> = {}) => [
  {
    chainId: '0x7a69',
    expiry: NOW + 60,
    signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: sessionKey.publicKey }] } },
    permissions: [{ type: 'contract-call', data: { address: SESSION_COUNTER.address, abi: SESSION_COUNTER_ABI, functions: [{ functionName: 'increment' }] } }],
    ...extra,
  },
]
const project = { name: 'Demo', url: 'http://127.0.0.1:5173' }

describe('wallet_grantPermissions and wallet_revokePermissions in the frame', () => {
  it('refuses an EOA user, another account, a past expiry and an unenforceable policy before any approval', async () => {
    const { smart, sessions, sent } = setup()
    await expect(sessions.prepareGrant(request(), account, project)).rejects.toMatchObject({ message: SESSIONS_NEED_SMART_ACCOUNT_MESSAGE, code: 4200 })
    smart.setPreference(account.address, 'smartAccount')
    await expect(sessions.prepareGrant(request({ address: sessionKey.address }), account, project)).rejects.toMatchObject({ code: 4100 })
    await expect(sessions.prepareGrant(request({ expiry: NOW }), account, project)).rejects.toMatchObject({ message: 'Invalid wallet_grantPermissions params: expiry must be in the future', code: -32602 })
    await expect(sessions.prepareGrant(request({ policies: [{ type: 'gas-limit', data: {} }] }), account, project)).rejects.toMatchObject({
      message: 'Invalid wallet_grantPermissions params: policy gas-limit is not supported',
    })
    await expect(sessions.prepareGrant(request({ chainId: '0x1' }), account, project)).rejects.toMatchObject({ code: 5710 })
    expect(sent).toEqual([])
  })

  it('shows the key, the expiry and each permission, then grants in one self-sent call and answers ERC-7715 with the pci', async () => {
    const { smart, sessions, sent } = setup()
    smart.setPreference(account.address, 'smartAccount')
    const { details, run } = await sessions.prepareGrant(request(), account, project)
    expect(details).toEqual([
      { label: 'Network', value: 'Anvil (31337)' },
      { label: 'Account', value: `${account.address} (smart account)` },
      { label: 'Upgrade', value: 'This transaction also makes your account a smart account (EIP-7702 delegation to PorticoSessionAccount)' },
      { label: 'Session key', value: sessionKey.address },
      { label: 'Expires', value: new Date((NOW + 60) * 1000).toISOString() },
      { label: 'May call', value: `increment on ${SESSION_COUNTER.address}` },
    ])
    expect(sent).toEqual([])
    const answer = await run()
    expect(answer).toMatchObject({ chainId: '0x7a69', address: account.address, expiry: NOW + 60, context: pci, permissions: request()[0]?.permissions })
    const [[call]] = sent as [[BatchCall]]
    expect(call.to).toBe(account.address)
    const { functionName, args } = decodeFunctionData({ abi: SESSION_ACCOUNT_ABI, data: call.data })
    expect(functionName).toBe('grantSession')
    expect(args?.[0]).toMatchObject({ signer: sessionKey.address, expiry: NOW + 60, calls: [{ target: SESSION_COUNTER.address, selector: '0xd09de08a' }], projectName: 'Demo', projectUrl: project.url })
  })

  it('signs the revocation of a live session with the owner key, and refuses a revoked or unknown one', async () => {
    const { sessions } = setup()
    const { details, run } = await sessions.prepareRevoke([{ chainId: '0x7a69', pci }], account)
    expect(details).toContainEqual({ label: 'Session key', value: sessionKey.address })
    const { signature } = (await run()) as { signature: Hex }
    expect(await recoverTypedDataAddress({ ...revokeSessionTypedData({ chainId: 31337, account: account.address, pci }), signature })).toBe(account.address)
    await expect(setup({ session: [sessionKey.address, NOW + 60, true] }).sessions.prepareRevoke([{ chainId: '0x7a69', pci }], account)).rejects.toThrow(`The session ${pci} is already revoked`)
    await expect(setup({ session: ['0x0000000000000000000000000000000000000000', 0, false] }).sessions.prepareRevoke([{ chainId: '0x7a69', pci }], account)).rejects.toThrow(`No session ${pci}`)
    await expect(sessions.prepareRevoke([{ pci }], account)).rejects.toMatchObject({ code: -32602 })
  })
})
