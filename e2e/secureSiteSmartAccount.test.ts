import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, hashMessage, http, numberToHex, parseAbi, parseEther, stringToHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { FRAME_REQUEST_TYPES, type FrameJsonValue, type FrameRequestName, type FrameRequestPayloadInput, type FrameRequestType } from '../frame-protocol/src/index'
import { SMART_ACCOUNT_IMPLEMENTATION } from '../secure-site/src/smart-account/addresses'
import { delegationDesignator } from '../secure-site/src/smart-account/delegationDesignator'
import { launchChromium } from './browser'
import { askFrame, frameHarnessHtml, openFrameHarness, signInThroughHarness } from './frameHarness'

// The sandbox secure site's smart account (EIP-7702: the embedded EOA delegated to
// PorticoSessionAccount, a Simple7702Account with sessions; same address), driven as in secureSiteFrame.test.ts: a harness page on an
// allowed dapp origin posts protocol messages; approvals are clicks in the frame.
const secureSiteUrl = inject('secureSiteUrl')
const dappPort = new URL(inject('sandboxUrl')).port
const chains = inject('chains')
const chain = chains[0]
const HARNESS = `http://127.0.0.1:${dappPort}/__secure-site-smart-harness.html`

let browser: Browser
let context: BrowserContext
let page: Page
let address: Address
const client = () => createPublicClient({ transport: http(chain?.rpcUrl), pollingInterval: 100 })

const ask = <N extends FrameRequestName>(type: FrameRequestType<N>, payload: FrameRequestPayloadInput<N>) => askFrame(page, type, payload)

const rpc = (method: string, params: FrameRequestPayloadInput<'RPC_REQUEST'>['params']) => ask(FRAME_REQUEST_TYPES.RPC_REQUEST, { method, params })

beforeAll(async () => {
  browser = await launchChromium()
  context = await browser.newContext()
  page = await openFrameHarness(context, HARNESS, frameHarnessHtml({ secureSiteUrl, chainId: chain?.chainId, title: 'smart account harness' }))
  address = await signInThroughHarness(page, { email: `smart-${Date.now()}@example.com`, mailWebUrl: inject('mailWebUrl'), chainId: chain?.chainId })
})
afterAll(async () => {
  await browser?.close()
})

describe('the sandbox secure site smart account (EIP-7702)', () => {
  // Each test starts on the smart account, whatever the one before chose.
  beforeEach(async () => {
    await ask(FRAME_REQUEST_TYPES.SET_PREFERRED_ACCOUNT, { type: 'smartAccount' })
  })

  it('is enabled on both local chains and kept as the preference, on the same address', async () => {
    // A user of its own, whose account no other test has delegated yet.
    const own = await browser.newContext()
    const fresh = await openFrameHarness(own, HARNESS, frameHarnessHtml({ secureSiteUrl, chainId: chain?.chainId, title: 'smart account harness' }))
    const owner = await signInThroughHarness(fresh, { email: `smart-new-${Date.now()}@example.com`, mailWebUrl: inject('mailWebUrl'), chainId: chain?.chainId })
    expect(await askFrame(fresh, FRAME_REQUEST_TYPES.GET_SMART_ACCOUNT_ENABLED_NETWORKS, undefined)).toMatchObject({ payload: { smartAccountEnabledNetworks: chains.map(({ chainId }) => chainId) } })
    expect(await askFrame(fresh, FRAME_REQUEST_TYPES.SET_PREFERRED_ACCOUNT, { type: 'smartAccount' })).toMatchObject({ payload: { type: 'smartAccount', address: owner } })
    expect((await askFrame(fresh, FRAME_REQUEST_TYPES.GET_USER, { chainId: `eip155:${chain?.chainId}` })).payload).toMatchObject({ address: owner, accounts: [{ address: owner, type: 'smartAccount' }], preferredAccountType: 'smartAccount', smartAccountDeployed: false })
    await own.close()
  })

  it('INIT_SMART_ACCOUNT delegates the account: its code is the 7702 designator of the implementation (PorticoSessionAccount)', async () => {
    expect(await ask(FRAME_REQUEST_TYPES.INIT_SMART_ACCOUNT, undefined)).toMatchObject({ type: '@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS', payload: { address, isDeployed: true } })
    expect(await client().getCode({ address })).toBe(delegationDesignator(SMART_ACCOUNT_IMPLEMENTATION))
    expect((await ask(FRAME_REQUEST_TYPES.GET_USER, {})).payload).toMatchObject({ smartAccountDeployed: true })
    expect((await rpc('wallet_getCapabilities', [address])).payload).toEqual(Object.fromEntries(chains.map(({ chainId }) => [numberToHex(chainId), { atomic: { status: 'supported' } }])))
  })

  it('sends wallet_sendCalls of two transfers, approved in the frame, as one transaction; its status is 200', async () => {
    // Delegated first (a no-op when it already is), so the batch is the account's only transaction.
    await ask(FRAME_REQUEST_TYPES.INIT_SMART_ACCOUNT, undefined)
    const [first, second] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address]
    const nonce = await client().getTransactionCount({ address })
    const reply = rpc('wallet_sendCalls', [
      { version: '2.0.0', chainId: numberToHex(chain?.chainId ?? 0), from: address, atomicRequired: true, calls: [{ to: first, value: numberToHex(parseEther('0.1')) }, { to: second, value: numberToHex(parseEther('0.2')), data: '0x' }] },
    ])
    const card = page.frameLocator('#w3m-iframe').getByRole('dialog')
    await expect.poll(() => card.textContent()).toContain('Send a batch of calls')
    expect(await card.textContent()).toContain(`Call 2 of 2To ${second}, 0.2 ETH`)
    await card.getByRole('button', { name: 'Approve', exact: true }).click()
    const sent = await reply
    expect(sent.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    const { id } = sent.payload as { id: string }
    let status: { status: number; receipts: { transactionHash: Hex }[] } = { status: 100, receipts: [] }
    await expect
      .poll(async () => {
        status = (await rpc('wallet_getCallsStatus', [id])).payload as typeof status
        return status.status
      })
      .toBe(200)
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: numberToHex(chain?.chainId ?? 0), atomic: true })
    expect(status.receipts).toHaveLength(1)
    const transaction = await client().getTransaction({ hash: status.receipts[0]?.transactionHash ?? '0x' })
    expect(transaction).toMatchObject({ from: address.toLowerCase(), to: address.toLowerCase() })
    expect(await client().getTransactionCount({ address })).toBe(nonce + 1)
    expect(await client().getBalance({ address: first })).toBe(parseEther('0.1'))
    expect(await client().getBalance({ address: second })).toBe(parseEther('0.2'))
  })

  it("signs personal_sign as the smart account: the signature verifies through the account's EIP-1271", async () => {
    // Delegated first (a no-op when it already is): EIP-1271 needs the account's code.
    expect(await ask(FRAME_REQUEST_TYPES.INIT_SMART_ACCOUNT, undefined)).toMatchObject({ payload: { address, isDeployed: true } })
    const reply = rpc('personal_sign', [stringToHex('gm smart account'), address])
    await page.frameLocator('#w3m-iframe').getByRole('button', { name: 'Approve', exact: true }).click()
    const signature = (await reply).payload as Hex
    expect(await client().verifyMessage({ address, message: 'gm smart account', signature })).toBe(true)
    expect(await client().verifyMessage({ address, message: 'another message', signature })).toBe(false)
    // The account's own EIP-1271 answer, now that it has PorticoSessionAccount's code (a Simple7702Account).
    const erc1271 = parseAbi(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'])
    expect(await client().readContract({ address, abi: erc1271, functionName: 'isValidSignature', args: [hashMessage('gm smart account'), signature] })).toBe('0x1626ba7e')
  })

  it('refuses a call whose data does not start with 0x, and an EOA user, before any approval card', async () => {
    const params = (data: string): FrameJsonValue[] => [{ version: '2.0.0', chainId: numberToHex(chain?.chainId ?? 0), calls: [{ to: address, value: '0x1' }, { to: address, data }] }]
    expect(await rpc('wallet_sendCalls', params('a9059cbb'))).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'Invalid wallet_sendCalls params: calls[1].data must be hex data starting with 0x', code: -32602 },
    })
    await ask(FRAME_REQUEST_TYPES.SET_PREFERRED_ACCOUNT, { type: 'eoa' })
    expect(await rpc('wallet_sendCalls', params('0x'))).toMatchObject({ payload: { message: 'wallet_sendCalls needs a smart account' } })
    expect((await rpc('wallet_getCapabilities', [address])).payload).toEqual({})
    expect(await page.frameLocator('#w3m-iframe').getByRole('dialog').count()).toBe(0)
  })
})
