import { ThrownMessages } from '@portico/contracts'
import { BrowserProvider, parseEther, verifyMessage } from 'ethers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANVIL_DEV_ADDRESSES, startAnvil, type AnvilInstance } from '../../../../toolchain/processes/anvil'
import { createAnvilConnector, type AnvilChain } from '../../testing/anvilConnector'
import { createFakeEthersAppKit } from '../../testing/fakeEthersAppKit'
import { createEthersAdapter } from './createEthersAdapter'

const [ALICE, BOB, CAROL] = ANVIL_DEV_ADDRESSES as [string, string, string]

describe('createEthersAdapter (on anvil)', () => {
  let anvils: AnvilInstance[] = []
  let chains: [AnvilChain, AnvilChain]

  beforeAll(async () => {
    anvils = await Promise.all([startAnvil({ port: 0, chainId: 31337 }), startAnvil({ port: 0, chainId: 31338 })])
    const [first, second] = anvils as [AnvilInstance, AnvilInstance]
    chains = [first, second].map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })) as [AnvilChain, AnvilChain]
  }, 60_000)

  afterAll(async () => {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  })

  async function connected(address = ALICE) {
    const appKit = createFakeEthersAppKit()
    const connector = createAnvilConnector({ chains, address })
    await appKit.connect(connector)
    return { appKit, connector, ethers: createEthersAdapter(appKit) }
  }

  it('gives a signer for the connected account', async () => {
    const { ethers } = await connected()
    const signer = await ethers.getSigner()
    expect(await signer.getAddress()).toBe(ALICE)
    expect((await signer.provider.getNetwork()).chainId).toBe(31337n)
  })

  it('signs messages that verify to the connected account', async () => {
    const { ethers } = await connected()
    const signer = await ethers.getSigner()
    const signature = await signer.signMessage('Sign in to Portico')
    expect(verifyMessage('Sign in to Portico', signature)).toBe(ALICE)
  })

  it('sends ETH from the connected account', async () => {
    const { ethers } = await connected()
    const provider = ethers.getProvider()
    if (!provider) throw new Error('no provider')
    const before = await provider.getBalance(CAROL)
    const signer = await ethers.getSigner()
    const sent = await signer.sendTransaction({ to: CAROL, value: parseEther('1.5') })
    const receipt = await sent.wait()
    if (!receipt) throw new Error('no receipt')
    expect(receipt.status).toBe(1)
    expect(receipt.from).toBe(ALICE)
    // At the receipt's block: ethers caches a `latest` read for a moment.
    expect(await provider.getBalance(CAROL, receipt.blockNumber)).toBe(before + parseEther('1.5'))
  })

  it('has no provider and no signer while disconnected', async () => {
    const ethers = createEthersAdapter(createFakeEthersAppKit())
    expect(ethers.getProvider()).toBeUndefined()
    await expect(ethers.getSigner()).rejects.toThrow(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS)
    expect(ThrownMessages.NO_ACTIVE_CAIP_ADDRESS).toBe('No ActiveCaipAddress found')
  })

  it('hands over a provider on the new chain after the wallet moves; the old one refuses', async () => {
    const { connector, ethers } = await connected()
    const old = ethers.getProvider()
    expect((await old?.getNetwork())?.chainId).toBe(31337n)
    const listener = vi.fn<(provider: BrowserProvider | undefined) => void>()
    ethers.subscribe(listener)

    connector.moveToChain(31338)
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1))
    const next = listener.mock.calls[0]?.[0]
    expect(next).toBeInstanceOf(BrowserProvider)
    expect((await next?.getNetwork())?.chainId).toBe(31338n)
    // ethers pins a BrowserProvider to its first chain: why a new one is handed over.
    await expect(old?.getNetwork()).rejects.toThrow(/network changed/)
    const signer = await ethers.getSigner()
    expect((await signer.provider.getNetwork()).chainId).toBe(31338n)
    expect(await signer.getAddress()).toBe(ALICE)
  })

  it('hands over a new provider when the account changes, and undefined on disconnect', async () => {
    const { appKit, connector, ethers } = await connected()
    const listener = vi.fn<(provider: BrowserProvider | undefined) => void>()
    ethers.subscribe(listener)

    connector.selectAccount(BOB)
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1))
    expect(listener.mock.calls[0]?.[0]).toBeInstanceOf(BrowserProvider)
    expect(await (await ethers.getSigner()).getAddress()).toBe(BOB)

    appKit.disconnect()
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(2))
    expect(listener.mock.calls[1]?.[0]).toBeUndefined()
    await expect(ethers.getSigner()).rejects.toThrow('No ActiveCaipAddress found')
  })

  it('hands over a provider when a wallet connects, and stops once unsubscribed', async () => {
    const appKit = createFakeEthersAppKit()
    const ethers = createEthersAdapter(appKit)
    const listener = vi.fn<(provider: BrowserProvider | undefined) => void>()
    const unsubscribe = ethers.subscribe(listener)

    const connector = createAnvilConnector({ chains, address: ALICE })
    await appKit.connect(connector)
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1))
    expect(await listener.mock.calls[0]?.[0]?.getSigner().then((signer) => signer.getAddress())).toBe(ALICE)

    unsubscribe()
    connector.moveToChain(31338)
    connector.selectAccount(BOB)
    appKit.disconnect()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
