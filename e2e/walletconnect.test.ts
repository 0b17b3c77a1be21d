import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import * as z from 'zod/mini'
import { ANVIL_DEV_PRIVATE_KEYS } from '../toolchain/processes/anvil'
import { SANDBOX_NAMESPACE_NETWORKS } from '../sandbox/src/app/namespaceNetworks'
import { SANDBOX_BITCOIN_ADDRESS, SANDBOX_BITCOIN_PUBLIC_KEY } from '../sandbox/src/wallets/bitcoin/keys'
import { bitcoinMessageHash } from '../sandbox/src/wallets/bitcoin/signMessage'
import { SANDBOX_POLKADOT_ADDRESS, SANDBOX_POLKADOT_PUBLIC_KEY } from '../sandbox/src/wallets/polkadot/keys'
import { wrapBytes } from '../sandbox/src/wallets/polkadot/signRaw'
import { connectButton, modal, recordRequests, useSandboxPage } from './browser'
import { startLocalRelay, type LocalRelay } from '../sandbox/walletconnect/relay/localRelay'
import { stubVerifyServer } from './walletconnect/verifyStub'
import { startWalletPeer, type WalletPeer } from './walletconnect/walletPeer'

const sandboxUrl = inject('sandboxUrl')
const [first, second] = inject('chains')
const privateKey = ANVIL_DEV_PRIVATE_KEYS[0] as `0x${string}`

const currentPage = useSandboxPage(sandboxUrl)
let page: Page
let relay: LocalRelay
let wallet: WalletPeer

beforeAll(async () => {
  relay = await startLocalRelay()
})
afterAll(async () => {
  await relay?.close()
})
beforeEach(async () => {
  page = currentPage()
  await stubVerifyServer(page.context())
  wallet = await startWalletPeer({ relayUrl: relay.url, privateKey, chainIds: [first!.chainId, second!.chainId] })
})
afterEach(async () => {
  await wallet?.stop()
})

/** The sandbox on the local relay; `?adapters=none` opens on the basic WalletConnect view. */
const sandboxPath = (query: Record<string, string> = {}) => `/?${new URLSearchParams({ relay: relay.url, adapters: 'none', ...query })}`

/** expect.poll with room for a relay round trip and a chunk load (the default gives 1 s). */
// eslint-disable-next-line vitest/valid-expect -- returned for the caller to chain its matcher
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 })

const status = (p: Page) => p.getByTestId('dapp-status').textContent()
const storedConnection = (p: Page) => p.evaluate(() => JSON.parse(localStorage.getItem('@portico/connection') ?? '{}') as { connectorId?: string; recentWallets?: { id: string }[] })

/** The pairing URI on the QR view (its data attribute); waits for one that differs from `previous`. */
async function pairingUri(p: Page, previous?: string): Promise<string> {
  const qr = modal(p).getByTestId('wc-qr')
  let uri = ''
  await poll(async () => {
    uri = (await qr.getAttribute('data-wc-uri')) ?? ''
    return uri.startsWith('wc:') && uri !== previous
  }).toBe(true)
  return uri
}

/** Opens the modal on the QR view, pairs the wallet peer with the URI and approves. */
async function connectThroughQr(p: Page) {
  await connectButton(p).click()
  await poll(() => modal(p).getAttribute('data-view')).toBe('ConnectingWalletConnectBasic')
  await wallet.pair(await pairingUri(p))
  await wallet.approve(await wallet.nextProposal())
  await poll(() => status(p)).toBe('connected')
}

describe('WalletConnect through a local relay and a WalletKit wallet', () => {
  it('pairs from the copied URI, shows the account and signs in with personal_sign', async () => {
    const requests = recordRequests(page)
    await page.goto(sandboxPath({ siwx: 'optional' }))
    await connectButton(page).waitFor()
    await page.waitForLoadState('networkidle')
    // Nothing of WalletConnect before the user asks for it.
    expect(requests.map((r) => r.url()).filter((url) => url.includes('walletConnect'))).toEqual([])

    await connectButton(page).click()
    const dialog = modal(page)
    await poll(() => dialog.getAttribute('data-view')).toBe('ConnectingWalletConnectBasic')
    await dialog.getByTestId('wc-qr').locator('svg').waitFor()
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toBe(await pairingUri(page))
    expect(requests.some((r) => /chunks\/walletConnect\./.test(r.url()))).toBe(true)

    await wallet.pair(uri)
    const proposal = await wallet.nextProposal()
    // eip155 asks for its 24 methods and the two events; the first sandbox chain is required.
    const requested = { ...proposal.params.optionalNamespaces, ...proposal.params.requiredNamespaces }
    expect(requested.eip155?.methods).toHaveLength(24)
    expect(requested.eip155?.events).toEqual(['accountsChanged', 'chainChanged'])
    await wallet.approve(proposal)

    await poll(() => dialog.getAttribute('data-view')).toBe('SIWXSignMessage')
    await poll(() => page.getByTestId('dapp-address').textContent()).toBe(wallet.address)
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(wallet.signed).toHaveLength(1)
    const [signed] = wallet.signed
    expect(signed?.message).toContain(wallet.address)
    expect(await verifyMessage({ address: wallet.address, message: signed?.message ?? '', signature: signed?.signature ?? '0x' })).toBe(true)

    await page.getByRole('button', { name: 'Open account (useAppKit)' }).click()
    await poll(() => dialog.getByTestId('account-network').textContent()).toBe(first!.name)
    expect(await storedConnection(page)).toMatchObject({ connectorId: 'walletConnect' })
    expect(relay.methods).toEqual(expect.arrayContaining(['wc_proposeSession', 'wc_approveSession', 'irn_subscribe', 'irn_publish']))
  })

  it('switches chain from the Networks view, and follows a switch made in the wallet', async () => {
    await page.goto(sandboxPath())
    await connectThroughQr(page)
    const dialog = modal(page)
    await poll(() => dialog.getAttribute('data-view')).toBe('Account')
    await dialog.getByTestId('account-network').click()
    await poll(() => dialog.getAttribute('data-view')).toBe('Networks')
    await dialog.getByRole('button', { name: new RegExp(`^${second!.name}(?: Active)?$`) }).click()
    await poll(() => dialog.getByTestId('account-network').textContent()).toBe(second!.name)
    await poll(() => page.getByText(`eip155:${second!.chainId}:${wallet.address}`).count()).toBe(1)

    await wallet.switchChain(first!.chainId)
    await poll(() => dialog.getByTestId('account-network').textContent()).toBe(first!.name)
  })

  it('restores the session after a reload, and disconnects when the wallet ends it', async () => {
    await page.goto(sandboxPath())
    await connectThroughQr(page)
    await page.reload()
    await poll(() => status(page)).toBe('connected')
    expect(await page.evaluate(() => (window as unknown as { __porticoStatusLog: string[] }).__porticoStatusLog)).toEqual(['connecting', 'connected'])
    expect(await page.getByTestId('dapp-address').textContent()).toBe(wallet.address)

    await wallet.disconnect()
    await poll(() => status(page)).toBe('disconnected')
    expect((await storedConnection(page)).connectorId).toBeUndefined()
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await status(page)).toBe('disconnected')
  })

  it('offers a fresh URI before the old one expires; the fresh one pairs', async () => {
    // 13 s lifetime: counted as expired 10 s before its end, so a new URI after about 3 s.
    await page.goto(sandboxPath({ wcPairingLifetime: '13000' }))
    await connectButton(page).click()
    const firstUri = await pairingUri(page)
    const freshUri = await pairingUri(page, firstUri)
    expect(freshUri).not.toBe(firstUri)
    await wallet.pair(freshUri)
    await wallet.approve(await wallet.nextProposal())
    await poll(() => status(page)).toBe('connected')
  })

  it('shows the refusal and connects on Try again', async () => {
    await page.goto(sandboxPath())
    await connectButton(page).click()
    const dialog = modal(page)
    await wallet.pair(await pairingUri(page))
    await wallet.reject(await wallet.nextProposal())
    await dialog.getByRole('alert').filter({ hasText: 'Connection declined' }).waitFor()
    expect(await status(page)).toBe('disconnected')

    await dialog.getByRole('button', { name: 'Try again' }).click()
    await wallet.pair(await pairingUri(page))
    await wallet.approve(await wallet.nextProposal())
    await poll(() => status(page)).toBe('connected')
  })

  it('pairs with a catalogue wallet picked on the Connect view; it becomes the recent wallet', async () => {
    await page.goto(`/?${new URLSearchParams({ relay: relay.url })}`)
    await connectButton(page).click()
    const dialog = modal(page)
    await dialog.getByRole('button', { name: /MetaMask/ }).click()
    await poll(() => dialog.getAttribute('data-view')).toBe('ConnectingWalletConnect')
    await dialog.getByText('Continue in MetaMask').waitFor()
    const walletId = await dialog.locator('[data-wallet-id]').getAttribute('data-wallet-id')
    await wallet.pair(await pairingUri(page))
    await wallet.approve(await wallet.nextProposal())
    await poll(() => status(page)).toBe('connected')
    expect((await storedConnection(page)).recentWallets?.[0]?.id).toBe(walletId)
  })
})

/** A request through the controller's EIP-1193 provider of one namespace, as a dapp would make it. */
const requestThrough = (p: Page, namespace: string, method: string, params: unknown) =>
  p.evaluate(
    ([ns, m, ps]) =>
      (window as unknown as { __porticoAppKit: { getWalletProvider: (n: string) => { request: (a: { method: string; params: unknown }) => Promise<unknown> } | undefined } }).__porticoAppKit
        .getWalletProvider(ns)
        ?.request({ method: m, params: ps }),
    [namespace, method, params] as const,
  )

const namespaceAccount = (p: Page, namespace: string) => p.getByTestId(`dapp-account-${namespace}`)

describe('one WalletConnect session over eip155, bip122 and polkadot', () => {
  const { bip122, polkadot } = SANDBOX_NAMESPACE_NETWORKS

  it('connects every namespace the wallet grants, signs in each, switches between them and restores them', async () => {
    await wallet.stop()
    wallet = await startWalletPeer({ relayUrl: relay.url, privateKey, chainIds: [first!.chainId], otherChains: [bip122.caipNetworkId, polkadot.caipNetworkId] })
    await page.goto(sandboxPath({ namespaces: 'bip122,polkadot' }))
    await connectButton(page).click()
    await wallet.pair(await pairingUri(page))
    const proposal = await wallet.nextProposal()
    expect(proposal.params.optionalNamespaces.bip122).toMatchObject({ chains: [bip122.caipNetworkId], methods: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'] })
    expect(proposal.params.optionalNamespaces.polkadot?.methods).toEqual(['polkadot_signTransaction', 'polkadot_signMessage'])
    await wallet.approve(proposal)

    // The EVM network was active: its account is the dapp's; the other two are connected beside it.
    await poll(() => status(page)).toBe('connected')
    expect(await page.getByTestId('dapp-address').textContent()).toBe(wallet.address)
    await poll(() => namespaceAccount(page, 'bip122').getAttribute('data-status')).toBe('connected')
    expect(await namespaceAccount(page, 'bip122').textContent()).toContain(SANDBOX_BITCOIN_ADDRESS)
    await poll(() => namespaceAccount(page, 'polkadot').textContent()).toContain(SANDBOX_POLKADOT_ADDRESS)

    // Each namespace's provider reaches the wallet's key for that namespace, through the relay.
    const bitcoinMessage = 'Portico over bip122'
    const bitcoinSigned = z.object({ address: z.string(), signature: z.string() }).parse(await requestThrough(page, 'bip122', 'signMessage', { account: SANDBOX_BITCOIN_ADDRESS, address: SANDBOX_BITCOIN_ADDRESS, message: bitcoinMessage }))
    const signature = Buffer.from(bitcoinSigned.signature, 'base64')
    const recovered = secp256k1.Signature.fromCompact(signature.subarray(1)).addRecoveryBit((signature[0] ?? 0) - 39).recoverPublicKey(bitcoinMessageHash(new TextEncoder().encode(bitcoinMessage)))
    expect(recovered.toRawBytes(true)).toEqual(SANDBOX_BITCOIN_PUBLIC_KEY)
    const polkadotSigned = z.object({ signature: z.string() }).parse(await requestThrough(page, 'polkadot', 'polkadot_signMessage', { address: SANDBOX_POLKADOT_ADDRESS, message: 'Portico over polkadot' }))
    expect(ed25519.verify(Buffer.from(polkadotSigned.signature.slice(2), 'hex'), wrapBytes(new TextEncoder().encode('Portico over polkadot')), SANDBOX_POLKADOT_PUBLIC_KEY)).toBe(true)

    // Picking the Bitcoin network makes that namespace active without asking the wallet.
    const dialog = modal(page)
    await poll(() => dialog.getAttribute('data-view')).toBe('Account')
    await dialog.getByTestId('account-network').click()
    await dialog.getByRole('button', { name: /^Bitcoin Testnet/ }).click()
    await poll(() => page.getByTestId('dapp-address').textContent()).toBe(SANDBOX_BITCOIN_ADDRESS)
    await poll(() => dialog.getByTestId('account-network').textContent()).toBe('Bitcoin Testnet')

    // A reload restores all three from the one session; Bitcoin stays the active namespace.
    await page.reload()
    await poll(() => status(page)).toBe('connected')
    await poll(() => page.getByTestId('dapp-address').textContent()).toBe(SANDBOX_BITCOIN_ADDRESS)
    await poll(() => namespaceAccount(page, 'eip155').textContent()).toContain(wallet.address)
    await poll(() => namespaceAccount(page, 'polkadot').getAttribute('data-status')).toBe('connected')
  })

  it('disconnecting one namespace ends the session, and with it the others', async () => {
    await wallet.stop()
    wallet = await startWalletPeer({ relayUrl: relay.url, privateKey, chainIds: [first!.chainId], otherChains: [bip122.caipNetworkId, polkadot.caipNetworkId] })
    await page.goto(sandboxPath({ namespaces: 'bip122,polkadot' }))
    await connectThroughQr(page)
    await poll(() => namespaceAccount(page, 'polkadot').getAttribute('data-status')).toBe('connected')
    await modal(page).press('Escape')
    await modal(page).waitFor({ state: 'detached' })
    await namespaceAccount(page, 'polkadot').getByRole('button', { name: 'Disconnect polkadot' }).click()
    for (const namespace of ['eip155', 'bip122', 'polkadot']) await poll(() => namespaceAccount(page, namespace).getAttribute('data-status')).toBe('disconnected')
    expect(await status(page)).toBe('disconnected')
    await poll(() => wallet.sessionCount()).toBe(0)
    expect((await storedConnection(page)).connectorId).toBeUndefined()
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await status(page)).toBe('disconnected')
  })
})
