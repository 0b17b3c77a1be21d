import type { FrameJsonValue } from '@portico/frame-protocol'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { SMART_ACCOUNT_IMPLEMENTATION } from '../../smart-account/addresses'
import { delegationDesignator } from '../../smart-account/delegationDesignator'
import type { BatchCall } from '../../smart-account/sendCallsParams'
import { memoryStorage } from './memoryStorage'
import { createSmartAccounts } from './smartAccounts'
import { createSmartAccountStorage } from './smartAccountStorage'
import { createWalletCalls, NEEDS_SMART_ACCOUNT_MESSAGE } from './walletCalls'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const hash = `0x${'12'.repeat(32)}` as const
const configured = [
  { chainId: 31337, rpcUrl: 'http://node-a', name: 'Anvil' },
  { chainId: 31338, rpcUrl: 'http://node-b', name: 'Anvil Two' },
]

/** A node per chain: the implementation on node-a only; `code` is the account's code, `receipt` its batch's receipt. */
function setup({ code = '0x', receipt = null as FrameJsonValue, pending = false } = {}) {
  const sent: BatchCall[][] = []
  const forward = async (rpcUrl: string, method: string, params: unknown): Promise<FrameJsonValue> => {
    if (method === 'eth_getCode') {
      const [address] = params as [string]
      if (address === SMART_ACCOUNT_IMPLEMENTATION) return rpcUrl === 'http://node-a' ? '0x6080' : '0x'
      return code
    }
    if (method === 'eth_getTransactionReceipt') return receipt
    if (method === 'eth_getTransactionByHash') return pending ? { hash } : null
    throw new Error(`unexpected ${method}`)
  }
  const storage = createSmartAccountStorage(memoryStorage())
  const smart = createSmartAccounts({ configured, forward, storage })
  const calls = createWalletCalls({ configured, forward, smart, storage, randomId: () => 'batch-1', send: async (_, __, batch) => (sent.push([...batch]), hash) })
  return { smart, calls, sent }
}

const sendCalls = (extra: Record<string, unknown> = {}) => [{ version: '2.0.0', chainId: '0x7a69', calls: [{ to, value: '0x1' }, { to, data: '0xabcd' }], ...extra }]

describe('wallet_sendCalls and friends on the smart account', () => {
  it('refuses an EOA user, another sender and a chain without the implementation', async () => {
    const { smart, calls } = setup()
    await expect(calls.prepareSendCalls(sendCalls(), account)).rejects.toMatchObject({ message: NEEDS_SMART_ACCOUNT_MESSAGE, code: 4200 })
    smart.setPreference(account.address, 'smartAccount')
    await expect(calls.prepareSendCalls(sendCalls({ from: to }), account)).rejects.toMatchObject({ code: 4100 })
    await expect(calls.prepareSendCalls(sendCalls({ chainId: '0x7a6a' }), account)).rejects.toMatchObject({ message: 'Smart accounts are not available on eip155:31338', code: 5710 })
    await expect(calls.prepareSendCalls(sendCalls({ chainId: '0x1' }), account)).rejects.toMatchObject({ code: 5710 })
  })

  it('shows the calls and the upgrade, then sends them in one batch and answers an id', async () => {
    const { smart, calls, sent } = setup()
    smart.setPreference(account.address, 'smartAccount')
    const { details, run } = await calls.prepareSendCalls(sendCalls(), account)
    expect(details).toEqual([
      { label: 'Network', value: 'Anvil (31337)' },
      { label: 'Account', value: `${account.address} (smart account)` },
      { label: 'Upgrade', value: 'This transaction also makes your account a smart account (EIP-7702 delegation to PorticoSessionAccount)' },
      { label: 'Call 1 of 2', value: `To ${to}, 0.000000000000000001 ETH` },
      { label: 'Call 2 of 2', value: `To ${to}, 0 ETH, Data 0xabcd` },
    ])
    expect(await run()).toEqual({ id: 'batch-1' })
    expect(sent).toEqual([[{ to, value: 1n, data: '0x' }, { to, value: 0n, data: '0xabcd' }]])
    await expect(calls.prepareSendCalls(sendCalls({ id: 'batch-1' }), account)).rejects.toMatchObject({ code: 5720 })
  })

  it('answers the status from the receipt: pending, then confirmed with the receipt; an unknown id is 5730', async () => {
    const receipt = { status: '0x1', transactionHash: hash, blockNumber: '0x5', gasUsed: '0x5208', logs: [] }
    for (const [node, status] of [[{ pending: true }, 100], [{ receipt }, 200], [{ receipt: { ...receipt, status: '0x0' } }, 500], [{}, 400]] as const) {
      const { smart, calls } = setup({ code: delegationDesignator(SMART_ACCOUNT_IMPLEMENTATION), ...node })
      smart.setPreference(account.address, 'smartAccount')
      const prepared = await calls.prepareSendCalls(sendCalls(), account)
      expect(prepared.details.map(({ label }) => label)).not.toContain('Upgrade')
      await prepared.run()
      expect(await calls.callsStatus(['batch-1'])).toEqual({ version: '2.0.0', id: 'batch-1', chainId: '0x7a69', status, atomic: true, receipts: 'receipt' in node ? [node.receipt] : [] })
      await expect(calls.callsStatus(['nope'])).rejects.toMatchObject({ code: 5730 })
    }
  })

  it('answers atomic capabilities on the enabled chains for a smart-account user only', async () => {
    const { smart, calls } = setup()
    expect(await calls.capabilities([account.address], account)).toEqual({})
    smart.setPreference(account.address, 'smartAccount')
    expect(await calls.capabilities([account.address], account)).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })
    expect(await calls.capabilities([account.address, ['0x7a6a']], account)).toEqual({})
    await expect(calls.capabilities([to], account)).rejects.toMatchObject({ code: 4100 })
    expect(await smart.enabledNetworks()).toEqual([31337])
  })
})
