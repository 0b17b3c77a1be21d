// @vitest-environment happy-dom
import {
  createPublicClient,
  http,
  numberToHex,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ANVIL_DEV_ADDRESSES, ANVIL_DEV_PRIVATE_KEYS, startAnvil, type AnvilInstance } from '../../../toolchain/processes/anvil'
import { APPROVAL_STORAGE_KEY, createApproval } from './approval'
import { createChainStore, type SandboxChain } from '../../../secure-site/src/wallet/chains'
import { SANDBOX_WALLET_ICON, SANDBOX_WALLET_NAME } from './info'
import { createPrompt } from '../../../secure-site/src/wallet/prompt'
import { createSandboxProvider, type SandboxProvider } from './provider'
import { createRpcForwarder } from './rpc'
import { clickPromptButton, findPrompt } from './testing'

const account = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[0])
const [owner, recipient] = ANVIL_DEV_ADDRESSES as [Address, Address]

let anvil: AnvilInstance
let chain: SandboxChain

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  chain = { chainId: anvil.chainId, chainName: 'Anvil', rpcUrl: anvil.rpcUrl }
})

afterAll(async () => {
  await anvil?.stop()
})

beforeEach(() => {
  localStorage.clear()
  document.body.innerHTML = ''
})

function newProvider(): SandboxProvider {
  return createSandboxProvider({
    account,
    chains: createChainStore([chain]),
    prompt: createPrompt({ walletName: SANDBOX_WALLET_NAME, icon: SANDBOX_WALLET_ICON }),
    approval: createApproval(localStorage, account.address),
    forward: createRpcForwarder(),
    origin: location.origin,
  })
}

/** Sends a request and answers its prompt like a user; resolves with the result and the prompt text. */
async function requestWithPrompt(
  provider: SandboxProvider,
  args: { method: string; params?: unknown },
  answer: 'Approve' | 'Reject' = 'Approve',
) {
  const result = provider.request(args)
  result.catch(() => undefined)
  const shown = await clickPromptButton(answer)
  return { result, shown }
}

async function connected(): Promise<SandboxProvider> {
  const provider = newProvider()
  const { result } = await requestWithPrompt(provider, { method: 'eth_requestAccounts' })
  await result
  return provider
}

describe('accounts', () => {
  it('has no accounts until the user approves eth_requestAccounts', async () => {
    const provider = newProvider()
    const accountsChanged: unknown[] = []
    const connects: unknown[] = []
    provider.on('accountsChanged', (accounts) => accountsChanged.push(accounts))
    provider.on('connect', (info) => connects.push(info))

    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    const { result, shown } = await requestWithPrompt(provider, { method: 'eth_requestAccounts' })

    expect(await result).toEqual([owner])
    expect(shown).toContain('eth_requestAccounts')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([owner])
    expect(accountsChanged).toEqual([[owner]])
    expect(connects).toEqual([{ chainId: '0x7a69' }])
  })

  it('answers 4001 when the user rejects, and stays disconnected', async () => {
    const provider = newProvider()
    const { result } = await requestWithPrompt(provider, { method: 'eth_requestAccounts' }, 'Reject')

    await expect(result).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('asks once for concurrent eth_requestAccounts', async () => {
    const provider = newProvider()
    const first = provider.request({ method: 'eth_requestAccounts' })
    const second = provider.request({ method: 'eth_requestAccounts' })
    await clickPromptButton('Approve')

    expect(await Promise.all([first, second])).toEqual([[owner], [owner]])
    expect(findPrompt()).toBeNull()
  })

  it('restores the approval after a reload, without asking', async () => {
    await connected()
    expect(localStorage.getItem(APPROVAL_STORAGE_KEY)).not.toBeNull()

    const reloaded = newProvider()
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([owner])
    expect(await reloaded.request({ method: 'eth_requestAccounts' })).toEqual([owner])
    expect(findPrompt()).toBeNull()
  })

  it('forgets the approval on wallet_revokePermissions and says so', async () => {
    const provider = await connected()
    const events: unknown[] = []
    provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    provider.on('disconnect', (error) => events.push(['disconnect', error.code]))

    expect(await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).toBeNull()

    expect(events).toEqual([
      ['accountsChanged', []],
      ['disconnect', 4900],
    ])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(localStorage.getItem(APPROVAL_STORAGE_KEY)).toBeNull()
    expect(await newProvider().request({ method: 'eth_accounts' })).toEqual([])
  })

  it('stops calling a listener once it is removed', async () => {
    const provider = newProvider()
    const calls: unknown[] = []
    const listener = (accounts: Address[]) => calls.push(accounts)
    provider.on('accountsChanged', listener).removeListener('accountsChanged', listener)

    const { result } = await requestWithPrompt(provider, { method: 'eth_requestAccounts' })
    await result

    expect(calls).toEqual([])
  })
})

describe('eth_sendTransaction', () => {
  const publicClient = () => createPublicClient({ transport: http(anvil.rpcUrl) })

  it('moves ETH between dev accounts once the user approves', async () => {
    const provider = await connected()
    const before = await publicClient().getBalance({ address: recipient })

    const { result, shown } = await requestWithPrompt(provider, {
      method: 'eth_sendTransaction',
      params: [{ from: owner, to: recipient, value: numberToHex(parseEther('1.5')) }],
    })
    const hash = (await result) as Hex

    expect(shown).toContain(recipient)
    expect(shown).toContain('1.5 ETH')
    const receipt = await publicClient().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(owner.toLowerCase())
    expect(await publicClient().getBalance({ address: recipient })).toBe(before + parseEther('1.5'))
  })

  it('sends nothing when the user rejects', async () => {
    const provider = await connected()
    const nonce = await publicClient().getTransactionCount({ address: owner })

    const { result } = await requestWithPrompt(
      provider,
      { method: 'eth_sendTransaction', params: [{ from: owner, to: recipient, value: '0x1' }] },
      'Reject',
    )

    await expect(result).rejects.toMatchObject({ code: 4001 })
    expect(await publicClient().getTransactionCount({ address: owner })).toBe(nonce)
  })

  it('refuses 4100 before the user connected or from another account', async () => {
    const provider = newProvider()
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ from: owner, to: recipient }] }),
    ).rejects.toMatchObject({ code: 4100 })

    const connectedProvider = await connected()
    await expect(
      connectedProvider.request({ method: 'eth_sendTransaction', params: [{ from: recipient, to: owner }] }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(findPrompt()).toBeNull()
  })

  it('passes on what the node says, with its code', async () => {
    const provider = await connected()
    const { result } = await requestWithPrompt(provider, {
      method: 'eth_sendTransaction',
      params: [{ from: owner, to: recipient, value: numberToHex(parseEther('1000000')) }],
    })

    await expect(result).rejects.toMatchObject({ code: expect.any(Number), message: expect.stringMatching(/insufficient funds/i) })
  })
})

describe('signing', () => {
  it('personal_sign signs the message the prompt shows as text', async () => {
    const provider = await connected()
    const message = 'Sign in to Portico sandbox'

    const { result, shown } = await requestWithPrompt(provider, {
      method: 'personal_sign',
      params: [stringToHex(message), owner],
    })
    const signature = (await result) as Hex

    expect(shown).toContain(message)
    expect(await verifyMessage({ address: owner, message, signature })).toBe(true)
  })

  it('personal_sign answers 4001 when the user rejects', async () => {
    const provider = await connected()
    const { result } = await requestWithPrompt(provider, { method: 'personal_sign', params: ['0x68690a', owner] }, 'Reject')
    await expect(result).rejects.toMatchObject({ code: 4001 })
  })

  it('eth_signTypedData_v4 signs typed data sent as JSON', async () => {
    const provider = await connected()
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337, verifyingContract: recipient },
      types: {
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { to: recipient, contents: 'Hello from the sandbox' },
    } as const
    // Dapps send the domain's own type along, as eth_signTypedData_v4 expects.
    const EIP712Domain = [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ]
    const sent = { ...typedData, types: { EIP712Domain, ...typedData.types } }

    const { result, shown } = await requestWithPrompt(provider, {
      method: 'eth_signTypedData_v4',
      params: [owner, JSON.stringify(sent)],
    })
    const signature = (await result) as Hex

    expect(shown).toContain('Mail')
    expect(shown).toContain('Hello from the sandbox')
    expect(await verifyTypedData({ ...typedData, address: owner, signature })).toBe(true)
  })

  it('refuses typed data that does not match its types before asking', async () => {
    const provider = await connected()
    const bad = { domain: {}, types: { Mail: [{ name: 'to', type: 'address' }] }, primaryType: 'Mail', message: { to: 'nope' } }
    await expect(
      provider.request({ method: 'eth_signTypedData_v4', params: [owner, JSON.stringify(bad)] }),
    ).rejects.toMatchObject({ code: -32602 })
    expect(findPrompt()).toBeNull()
  })

  it('refuses eth_sign rather than letting the node sign unasked', async () => {
    const provider = await connected()
    await expect(provider.request({ method: 'eth_sign', params: [owner, '0x00'] })).rejects.toMatchObject({ code: 4200 })
  })
})

describe('chains', () => {
  let second: AnvilInstance

  beforeAll(async () => {
    second = await startAnvil({ port: 0, chainId: 31338 })
  })

  afterAll(async () => {
    await second?.stop()
  })

  it('answers 4902 for an unknown chain, then adds it after approval and switches to it', async () => {
    const provider = newProvider()
    const changes: unknown[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))
    const secondChainId = numberToHex(31338)

    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: secondChainId }] }),
    ).rejects.toMatchObject({ code: 4902 })

    const { result, shown } = await requestWithPrompt(provider, {
      method: 'wallet_addEthereumChain',
      params: [{ chainId: secondChainId, chainName: 'Anvil 2', rpcUrls: [second.rpcUrl], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
    })
    expect(await result).toBeNull()
    expect(shown).toContain('Anvil 2')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    // Reads now go to the second node.
    expect(await provider.request({ method: 'net_version' })).toBe('31338')

    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })).toBeNull()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(changes).toEqual(['0x7a6a', '0x7a69'])
  })

  it('does not emit chainChanged when switching to the current chain', async () => {
    const provider = newProvider()
    const changes: unknown[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))

    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })

    expect(changes).toEqual([])
  })
})

describe('forwarding and bad input', () => {
  it('forwards other methods to the current chain node', async () => {
    const provider = newProvider()
    expect(await provider.request({ method: 'eth_getBalance', params: [ANVIL_DEV_ADDRESSES[2], 'latest'] })).toBe(
      numberToHex(parseEther('10000')),
    )
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
  })

  it('passes the node error code through', async () => {
    const provider = newProvider()
    await expect(provider.request({ method: 'eth_doesNotExist', params: [] })).rejects.toMatchObject({ code: -32601 })
  })

  it.each([
    ['no argument', undefined],
    ['a string', 'eth_accounts'],
    ['no method', { params: [] }],
    ['an empty method', { method: '' }],
    ['params that are neither array nor object', { method: 'eth_accounts', params: 'x' }],
    ['personal_sign without address', { method: 'personal_sign', params: ['0x00'] }],
    ['personal_sign with a bad address', { method: 'personal_sign', params: ['0x00', '0x123'] }],
    ['eth_sendTransaction with a bad value', { method: 'eth_sendTransaction', params: [{ from: '0x0', value: 12 }] }],
    ['wallet_switchEthereumChain without chainId', { method: 'wallet_switchEthereumChain', params: [{}] }],
    ['wallet_addEthereumChain without rpcUrls', { method: 'wallet_addEthereumChain', params: [{ chainId: '0x1', chainName: 'x' }] }],
    ['eth_signTypedData_v4 with broken JSON', { method: 'eth_signTypedData_v4', params: [ANVIL_DEV_ADDRESSES[0], '{'] }],
  ])('answers -32602 for %s', async (_, args) => {
    const provider = await connected()
    const request = provider.request as (args: unknown) => Promise<unknown>
    await expect(request(args)).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/^Invalid params/) })
    expect(findPrompt()).toBeNull()
  })
})
