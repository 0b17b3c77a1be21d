import { ed25519 } from '@noble/curves/ed25519'
import { FRAME_REQUEST_TYPES, frameRequest, parseFrameRequest, type FrameReplyMessage, type FrameRequestName, type FrameRequestPayloadInput, type FrameRequestType } from '@portico/frame-protocol'
import { base58 } from '@scure/base'
import { stringToHex, verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HOSTED_FRAME_MESSAGES, HOSTED_FRAME_REQUESTS, hostedShapeMismatches } from '@portico/contracts/testing'
import type { createFrameApp } from './createFrameApp'
import { DAPP_ORIGIN, startFrameAppFixture } from './frameAppFixture'
import { memoryStorage } from './memoryStorage'

type App = ReturnType<typeof createFrameApp>
type Fixture = Awaited<ReturnType<typeof startFrameAppFixture>>

let fixture: Fixture
let counter = 0
beforeEach(async () => {
  fixture = await startFrameAppFixture()
})
afterEach(async () => {
  await fixture.stop()
})

const ask = <N extends FrameRequestName>(app: App, type: FrameRequestType<N>, payload: FrameRequestPayloadInput<N>): Promise<FrameReplyMessage> =>
  app.handle(frameRequest(type, payload, `request-${++counter}`), DAPP_ORIGIN)

const T = FRAME_REQUEST_TYPES

/** Email login on a fresh device: the mailed device link is approved first (new users too), then the code. */
async function signIn(app: App, email = 'alice@example.com') {
  expect(await ask(app, T.CONNECT_EMAIL, { email })).toMatchObject({ type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_DEVICE' } })
  await fixture.service.approveDevice(fixture.lastApprovalToken())
  expect(await ask(app, T.CONNECT_DEVICE, undefined)).toMatchObject({ type: '@w3m-frame/CONNECT_DEVICE_SUCCESS' })
  expect(await ask(app, T.CONNECT_OTP, { otp: fixture.lastCode() })).toMatchObject({ type: '@w3m-frame/CONNECT_OTP_SUCCESS' })
  const user = await ask(app, T.GET_USER, {})
  if (user.type !== '@w3m-frame/GET_USER_SUCCESS') throw new Error(`no user: ${JSON.stringify(user)}`)
  return user.payload
}

describe('the frame app: login and the session', () => {
  it('logs in by email code, makes and funds keys once, and answers the user on eip155 and solana', async () => {
    const app = fixture.makeApp()
    expect(await ask(app, T.IS_CONNECTED, undefined)).toMatchObject({ payload: { isConnected: false } })
    expect(await ask(app, T.GET_USER, {})).toMatchObject({ type: '@w3m-frame/GET_USER_ERROR', payload: { code: 4100 } })
    const user = await signIn(app)
    // An EVM chain's bare number, as the hosted frame answers it (AppKit writes `eip155:${chainId}:${address}` from it).
    expect(user).toMatchObject({ email: 'alice@example.com', chainId: 31337, preferredAccountType: 'eoa', smartAccountDeployed: false })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.accounts).toEqual([{ address: user.address, type: 'eoa' }])
    expect(fixture.fundCalls).toEqual([{ address: user.address, authorization: expect.stringMatching(/^Bearer \S+$/) }])
    // The first login had the user choose the recovery factor in the frame; only this device's share stays here.
    expect(fixture.keyPromptsAsked).toEqual(['choose'])
    expect([...fixture.storage.entries.keys()].filter((key) => key.includes('device-share'))).toHaveLength(1)
    expect([...fixture.storage.entries.values()].join()).not.toMatch(/[0-9a-f]{64}/i)

    const solana = await ask(app, T.GET_USER, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(solana).toMatchObject({ payload: { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accounts: [{ type: 'eoa' }] } })
    expect(solana.payload).toHaveProperty('address', expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))
    expect(await ask(app, T.GET_CHAIN_ID, undefined)).toMatchObject({ payload: { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } })
    expect(await ask(app, T.SWITCH_NETWORK, { chainId: 31337 })).toMatchObject({ type: '@w3m-frame/SWITCH_NETWORK_SUCCESS', payload: { chainId: 31337 } })
    expect(await ask(app, T.GET_CHAIN_ID, undefined)).toMatchObject({ payload: { chainId: 31337 } })
    expect(await ask(app, T.IS_CONNECTED, undefined)).toMatchObject({ payload: { isConnected: true } })
  })

  it("asks a site without a faucet (the product's: fundNewAccounts off) for no funding on a first login", async () => {
    await fixture.stop()
    fixture = await startFrameAppFixture({ fundNewAccounts: false })
    const user = await signIn(fixture.makeApp())
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(fixture.fundCalls).toEqual([])
  })

  it('restores the session from localStorage on reload: connected, same address, no prompt and no new key', async () => {
    const first = await signIn(fixture.makeApp())
    const reloaded = fixture.makeApp()
    await reloaded.restore()
    expect(await ask(reloaded, T.IS_CONNECTED, undefined)).toMatchObject({ payload: { isConnected: true } })
    expect((await ask(reloaded, T.GET_USER, {})).payload).toMatchObject({ address: first.address, email: 'alice@example.com' })
    expect(fixture.fundCalls).toHaveLength(1)
    expect(fixture.approvals).toEqual([])
    expect(fixture.keyPromptsAsked).toEqual(['choose'])
  })

  it('forgets a token the service no longer takes, and signs out at the service', async () => {
    const app = fixture.makeApp()
    await signIn(app)
    const [token] = [...fixture.storage.entries.values()].filter((value) => value.includes('token'))
    expect(await ask(app, T.SIGN_OUT, undefined)).toMatchObject({ type: '@w3m-frame/SIGN_OUT_SUCCESS' })
    expect(await ask(app, T.IS_CONNECTED, undefined)).toMatchObject({ payload: { isConnected: false } })
    const stale = memoryStorage({ 'portico-secure-site:session': token ?? '' })
    const reloaded = fixture.makeApp(stale)
    await reloaded.restore()
    expect(await ask(reloaded, T.IS_CONNECTED, undefined)).toMatchObject({ payload: { isConnected: false } })
    expect(stale.entries.has('portico-secure-site:session')).toBe(false)
  })

  it('rebuilds the keys on another device with the recovery factor after the mailed approval (CONNECT_DEVICE polls); the first device keeps working', async () => {
    const laptop = await signIn(fixture.makeApp())
    const phone = fixture.makeApp(memoryStorage())
    expect(await ask(phone, T.CONNECT_EMAIL, { email: 'alice@example.com' })).toMatchObject({ payload: { action: 'VERIFY_DEVICE' } })
    const waiting = ask(phone, T.CONNECT_DEVICE, undefined)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await fixture.service.approveDevice(fixture.lastApprovalToken())
    expect(await waiting).toMatchObject({ type: '@w3m-frame/CONNECT_DEVICE_SUCCESS' })
    expect(await ask(phone, T.CONNECT_OTP, { otp: fixture.lastCode() })).toMatchObject({ type: '@w3m-frame/CONNECT_OTP_SUCCESS' })
    expect((await ask(phone, T.GET_USER, {})).payload).toMatchObject({ address: laptop.address })
    expect(fixture.fundCalls).toHaveLength(1)
    expect(fixture.keyPromptsAsked).toEqual(['choose', 'enter passkey'])
    const laptopAgain = fixture.makeApp()
    await laptopAgain.restore()
    expect((await ask(laptopAgain, T.GET_USER, {})).payload).toMatchObject({ address: laptop.address })
    expect(fixture.keyPromptsAsked).toHaveLength(2)
  })

  it('exports the key in the frame only after a fresh approval, and deletes the account after one: the next login is a new wallet', async () => {
    const app = fixture.makeApp()
    const user = await signIn(app)
    expect(await ask(app, T.PORTICO_EXPORT_KEY_V1, undefined)).toMatchObject({ type: '@w3m-frame/PORTICO_EXPORT_KEY_V1_ERROR', payload: { code: 4001 } })
    expect(fixture.exported).toEqual([])
    fixture.answerNext(true)
    const exported = await ask(app, T.PORTICO_EXPORT_KEY_V1, undefined)
    expect(exported).toEqual({ id: expect.any(String), type: '@w3m-frame/PORTICO_EXPORT_KEY_V1_SUCCESS', payload: undefined })
    expect(fixture.approvals.map((approval) => approval.method)).toEqual(['portico_exportKey', 'portico_exportKey'])
    const { eip155 } = JSON.parse(fixture.exported[0] ?? '{}') as { eip155: `0x${string}` }
    expect(privateKeyToAddress(eip155)).toBe(user.address)

    expect(await ask(app, T.PORTICO_DELETE_ACCOUNT_V1, undefined)).toMatchObject({ payload: { code: 4001 } })
    expect(await ask(app, T.IS_CONNECTED, undefined)).toMatchObject({ payload: { isConnected: true } })
    fixture.answerNext(true)
    expect(await ask(app, T.PORTICO_DELETE_ACCOUNT_V1, undefined)).toMatchObject({ type: '@w3m-frame/PORTICO_DELETE_ACCOUNT_V1_SUCCESS' })
    expect(await ask(app, T.IS_CONNECTED, undefined)).toMatchObject({ payload: { isConnected: false } })
    expect([...fixture.storage.entries.keys()].filter((key) => key.includes('device-share'))).toEqual([])
    const again = await signIn(app)
    expect(again.address).not.toBe(user.address)
    expect(fixture.keyPromptsAsked).toEqual(['choose', 'choose'])
  })

  it("passes the auth service's messages on: a wrong code, the cooldown", async () => {
    await fixture.stop()
    fixture = await startFrameAppFixture({ emailCooldownMs: 30_000 })
    const app = fixture.makeApp()
    expect(await ask(app, T.CONNECT_OTP, { otp: '123456' })).toMatchObject({ payload: { message: 'Enter your email first' } })
    expect(await ask(app, T.CONNECT_EMAIL, { email: 'bob@example.com' })).toMatchObject({ payload: { action: 'VERIFY_DEVICE' } })
    await fixture.service.approveDevice(fixture.lastApprovalToken())
    expect(await ask(app, T.CONNECT_DEVICE, undefined)).toMatchObject({ type: '@w3m-frame/CONNECT_DEVICE_SUCCESS' })
    const wrong = fixture.lastCode() === '000000' ? '111111' : '000000'
    expect(await ask(app, T.CONNECT_OTP, { otp: wrong })).toMatchObject({ type: '@w3m-frame/CONNECT_OTP_ERROR', payload: { message: 'Invalid code' } })
    expect(await ask(app, T.CONNECT_EMAIL, { email: 'bob@example.com' })).toMatchObject({
      type: '@w3m-frame/CONNECT_EMAIL_ERROR',
      payload: { message: expect.stringMatching(/^Please try again after \d+ seconds$/) },
    })
  })

  it('changes the email in two steps through the auth service', async () => {
    const app = fixture.makeApp()
    await signIn(app)
    expect(await ask(app, T.UPDATE_EMAIL, { email: 'alice@new.example' })).toMatchObject({ payload: { action: 'VERIFY_PRIMARY_OTP' } })
    expect(await ask(app, T.UPDATE_EMAIL_PRIMARY_OTP, { otp: fixture.lastCode() })).toMatchObject({ type: '@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_SUCCESS' })
    expect(await ask(app, T.UPDATE_EMAIL_SECONDARY_OTP, { otp: fixture.lastCode() })).toMatchObject({ payload: { newEmail: 'alice@new.example' } })
    expect((await ask(app, T.GET_USER, {})).payload).toMatchObject({ email: 'alice@new.example' })
  })
})

describe('the frame app: the other requests', () => {
  it('answers smart-account, social, theme, dapp data and reload requests', async () => {
    const app = fixture.makeApp()
    const user = await signIn(app)
    expect(await ask(app, T.GET_SMART_ACCOUNT_ENABLED_NETWORKS, undefined)).toMatchObject({ payload: { smartAccountEnabledNetworks: [] } })
    expect(await ask(app, T.SET_PREFERRED_ACCOUNT, { type: 'eoa' })).toMatchObject({ payload: { type: 'eoa', address: user.address } })
    expect(await ask(app, T.SET_PREFERRED_ACCOUNT, { type: 'smartAccount' })).toMatchObject({ payload: { type: 'smartAccount', address: user.address } })
    expect((await ask(app, T.GET_USER, {})).payload).toMatchObject({ address: user.address, accounts: [{ address: user.address, type: 'smartAccount' }], preferredAccountType: 'smartAccount', smartAccountDeployed: false })
    // The fake node has no Simple7702Account: smart accounts are not enabled on its chain.
    expect(await ask(app, T.INIT_SMART_ACCOUNT, undefined)).toMatchObject({ type: '@w3m-frame/INIT_SMART_ACCOUNT_ERROR', payload: { message: 'Smart accounts are not available on eip155:31337', code: 5710 } })
    expect(await ask(app, T.GET_SOCIAL_REDIRECT_URI, { provider: 'google' })).toMatchObject({ payload: { message: 'Social login is not set up on this secure site' } })
    expect(await ask(app, T.CONNECT_SOCIAL, { uri: 'https://example.com/cb?code=1' })).toMatchObject({ type: '@w3m-frame/CONNECT_SOCIAL_ERROR' })
    expect(await ask(app, T.GET_FARCASTER_URI, undefined)).toMatchObject({ payload: { message: 'Farcaster login is not supported yet' } })
    expect(await ask(app, T.SYNC_THEME, { themeMode: 'dark' })).toMatchObject({ type: '@w3m-frame/SYNC_THEME_SUCCESS' })
    expect(await ask(app, T.SYNC_DAPP_DATA, { metadata: { name: 'Demo dapp', description: '', url: DAPP_ORIGIN, icons: [] }, sdkVersion: '4', sdkType: 'portico', projectId: 'p' })).toMatchObject({
      type: '@w3m-frame/SYNC_DAPP_DATA_SUCCESS',
    })
    expect(await ask(app, T.RELOAD, undefined)).toMatchObject({ type: '@w3m-frame/RELOAD_SUCCESS' })
    expect(fixture.reloads).toHaveLength(0)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(fixture.reloads).toHaveLength(1)
  })
})

describe('the frame app: the hosted wire', () => {
  const raw = (app: App, message: unknown) => {
    const request = parseFrameRequest(message)
    if (!request) throw new Error(`not a request: ${JSON.stringify(message)}`)
    return app.handle(request, DAPP_ORIGIN)
  }

  it('takes the requests AppKit sends the hosted frame and answers in the hosted shapes', async () => {
    const app = fixture.makeApp()
    const user = await signIn(app)
    const preferred = await raw(app, HOSTED_FRAME_REQUESTS.setPreferredAccount)
    expect(preferred).toMatchObject({ type: '@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS', payload: { type: 'smartAccount', address: user.address } })
    expect(hostedShapeMismatches(preferred, HOSTED_FRAME_MESSAGES.setPreferredAccountSuccess)).toEqual([])
    expect(await raw(app, HOSTED_FRAME_REQUESTS.rpcRequestEvm)).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0x7a69' })
    expect(await raw(app, { ...HOSTED_FRAME_REQUESTS.rpcRequestEvm, payload: { ...HOSTED_FRAME_REQUESTS.rpcRequestEvm.payload, method: 'eth_blockNumber', chainId: 1 } })).toMatchObject({
      payload: { message: 'This secure site has no node for eip155:1' },
    })
    const abort = await raw(app, HOSTED_FRAME_REQUESTS.rpcAbort)
    expect(abort).toEqual({ id: HOSTED_FRAME_REQUESTS.rpcAbort.id, type: '@w3m-frame/RPC_ABORT_SUCCESS' })
    expect(hostedShapeMismatches(abort, HOSTED_FRAME_MESSAGES.rpcAbortSuccess)).toEqual([])
    // The fake node has no Simple7702Account: the error reply; the success shape is checked in e2e/secureSiteSmartAccount.
    expect(await raw(app, HOSTED_FRAME_REQUESTS.initSmartAccount)).toMatchObject({ type: '@w3m-frame/INIT_SMART_ACCOUNT_ERROR' })
  })
})

describe('the frame app: RPC requests', () => {
  it('refuses methods off the allow-list, answers account queries here and forwards safe reads to the node', async () => {
    const app = fixture.makeApp()
    const user = await signIn(app)
    expect(await ask(app, T.RPC_REQUEST, { method: 'eth_sign', params: [user.address, '0x00'] })).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'Requested RPC call is not allowed' },
    })
    expect(await ask(app, T.RPC_REQUEST, { method: 'eth_accounts' })).toMatchObject({ payload: [user.address] })
    expect(await ask(app, T.RPC_REQUEST, { method: 'eth_chainId' })).toMatchObject({ payload: '0x7a69' })
    expect(await ask(app, T.RPC_REQUEST, { method: 'eth_blockNumber', params: [] })).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0x2a' })
    expect(await ask(app, T.RPC_REQUEST, { method: 'eth_call', params: [{ to: user.address }, 'latest'] })).toMatchObject({ payload: { message: 'execution reverted', code: 3 } })
    expect(await ask(app, T.RPC_REQUEST, { method: 'eth_blockNumber', chainNamespace: 'eip155', chainId: 1 })).toMatchObject({ payload: { message: 'This secure site has no node for eip155:1' } })
    expect(await ask(app, T.RPC_REQUEST, { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).toMatchObject({ payload: { code: 4902 } })
    expect(await ask(app, T.RPC_REQUEST, { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: null })
    expect(fixture.rpcCalls.map((call) => call.method)).toEqual(['eth_blockNumber', 'eth_call'])
    expect(fixture.approvals).toEqual([])
  })

  it('signs personal_sign and typed data only after Approve in the frame, and answers 4001 on Reject', async () => {
    const app = fixture.makeApp()
    const user = await signIn(app)
    const address = user.address as `0x${string}`
    // The card this test clicks is the frame's: the sandbox dapp's project answers approvals there.
    expect(fixture.approvalSurface).toBe('frame')
    await ask(app, T.SYNC_DAPP_DATA, { metadata: { name: 'Demo dapp', description: '', url: DAPP_ORIGIN, icons: [] }, sdkVersion: '4', sdkType: 'portico', projectId: 'p' })
    fixture.answerNext(true, false)
    const signed = await ask(app, T.RPC_REQUEST, { method: 'personal_sign', params: [stringToHex('hello frame'), address] })
    expect(signed.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    expect(await verifyMessage({ address, message: 'hello frame', signature: signed.payload as `0x${string}` })).toBe(true)
    expect(fixture.approvals[0]).toEqual({ method: 'personal_sign', dappName: 'Demo dapp', origin: DAPP_ORIGIN, details: [{ label: 'Message', value: 'hello frame' }] })
    expect(await ask(app, T.RPC_REQUEST, { method: 'personal_sign', params: [stringToHex('no'), address] })).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request.', code: 4001 },
    })

    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const
    fixture.answerNext(true)
    const typed = await ask(app, T.RPC_REQUEST, { method: 'eth_signTypedData_v4', params: [address, JSON.stringify({ ...typedData, types: { ...typedData.types, EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }] } })] })
    expect(await verifyTypedData({ address, ...typedData, signature: typed.payload as `0x${string}` })).toBe(true)
    expect(fixture.approvals[2]?.details.slice(0, 2)).toEqual([{ label: 'Domain', value: 'Portico, version 1, chain 31337' }, { label: 'Primary type', value: 'Greeting' }])
  })

  it('refuses to sign for another account or with bad params before asking the user', async () => {
    const app = fixture.makeApp()
    await signIn(app)
    expect(await ask(app, T.RPC_REQUEST, { method: 'personal_sign', params: ['0x00', '0x000000000000000000000000000000000000dEaD'] })).toMatchObject({ payload: { code: 4100 } })
    expect(await ask(app, T.RPC_REQUEST, { method: 'eth_sendTransaction', params: [{ to: '0x000000000000000000000000000000000000dEaD' }] })).toMatchObject({ payload: { code: -32602 } })
    expect(await ask(app, T.RPC_REQUEST, { method: 'wallet_sendCalls', params: [] })).toMatchObject({ payload: { code: -32602 } })
    expect(fixture.approvals).toEqual([])
  })

  it('signs solana_signMessage with the Ed25519 key after Approve', async () => {
    const app = fixture.makeApp()
    await signIn(app)
    const solana = await ask(app, T.GET_USER, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    const pubkey = String((solana.payload as { address: string }).address)
    const message = new TextEncoder().encode('hello solana')
    fixture.answerNext(true)
    const reply = await ask(app, T.RPC_REQUEST, { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey } })
    const { signature } = reply.payload as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(pubkey))).toBe(true)
    expect(fixture.approvals.at(-1)?.details).toEqual([{ label: 'Message', value: 'hello solana' }])
  })

  it('needs a signed-in user for RPC', async () => {
    expect(await ask(fixture.makeApp(), T.RPC_REQUEST, { method: 'eth_accounts' })).toMatchObject({ payload: { code: 4100 } })
  })
})
