import type { PluginHost } from '@portico/contracts'
import { createTestHost, TEST_ADDRESS } from '@portico/contracts/testing'
import { hexToString, isHex, verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createNamesAtoms } from '../atoms'
import { fakeProfileApi } from '../testing/fakeProfileApi'
import { registerAccountName } from './registerAccountName'

// anvil's first dev key: TEST_ADDRESS is its address.
const owner = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0, 750)

/** A wallet that signs personal_sign with the owner key, as the embedded wallet does once approved. */
const signingRpc = (): PluginHost['rpc'] & { request: ReturnType<typeof vi.fn> } => ({
  request: vi.fn(async ({ method, params }: { method: string; params?: unknown }) => {
    const [message, address] = params as [Hex, string]
    expect([method, address]).toEqual(['personal_sign', TEST_ADDRESS])
    return owner.signMessage({ message: { raw: message } })
  }),
})

function setup(rpc: PluginHost['rpc'] = signingRpc()) {
  const api = fakeProfileApi()
  const test = createTestHost({ blockchain: api.client, rpc, route: { view: 'RegisterAccountName' } })
  return { ...test, api, atoms: createNamesAtoms() }
}

describe('registerAccountName', () => {
  it('shows the success view first, signs {name, attributes, timestamp in seconds}, registers it under the chain coin type, and stores the name', async () => {
    const { host, api, atoms, routes } = setup()
    const states: unknown[] = []
    host.store.sub(atoms.registration, () => states.push(host.store.get(atoms.registration)?.status))
    await registerAccountName(host, atoms, 'ada-01.reown.id', () => NOW)

    expect(routes).toEqual(['replace RegisterAccountNameSuccess'])
    expect(states).toEqual(['registering', 'registered'])
    const [, , body] = api.post.mock.calls[0] ?? []
    const { coin_type, address, message, signature } = body as { coin_type: number; address: string; message: string; signature: Hex }
    expect(coin_type).toBe(0x80000000 + 31337)
    expect(address).toBe(TEST_ADDRESS)
    expect(message).toBe(`{"name":"ada-01.reown.id","attributes":{},"timestamp":${Math.floor(NOW / 1000)}}`)
    expect(await verifyMessage({ address: TEST_ADDRESS, message, signature })).toBe(true)
    expect(api.post.mock.calls[0]?.[0]).toBe('/v1/profile/account')
    expect(host.store.get(host.atoms.account).profileName).toBe('ada-01.reown.id')
  })

  it('signs the message as hex of its UTF-8 text (personal_sign: message, address)', async () => {
    const rpc = signingRpc()
    const { host, atoms } = setup(rpc)
    await registerAccountName(host, atoms, 'ada-01.reown.id', () => NOW)
    const [hex] = rpc.request.mock.calls[0]?.[0].params as [Hex]
    expect(isHex(hex)).toBe(true)
    expect(JSON.parse(hexToString(hex))).toEqual({ name: 'ada-01.reown.id', attributes: {}, timestamp: Math.floor(NOW / 1000) })
  })

  it("returns to the register view with 'Error registering name {name}' when the wallet declines, and clears the loading", async () => {
    const { host, api, atoms, routes } = setup({ request: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) })
    await expect(registerAccountName(host, atoms, 'ada-01.reown.id')).rejects.toThrow('Error registering name ada-01.reown.id')
    expect(routes).toEqual(['replace RegisterAccountNameSuccess', 'replace RegisterAccountName'])
    expect(host.store.get(atoms.registration)).toEqual({ name: 'ada-01.reown.id', status: 'failed', error: 'Error registering name ada-01.reown.id' })
    expect(api.post).not.toHaveBeenCalled()
    expect(host.store.get(host.atoms.account).profileName).toBeUndefined()
  })

  it('fails the same way when the service refuses the registration', async () => {
    const { host, api, atoms, routes } = setup()
    api.post.mockRejectedValueOnce(new Error('HTTP status code: 401'))
    await expect(registerAccountName(host, atoms, 'ada-01.reown.id')).rejects.toThrow('Error registering name ada-01.reown.id')
    expect(routes.at(-1)).toBe('replace RegisterAccountName')
    expect(host.store.get(host.atoms.account).profileName).toBeUndefined()
  })

  it("refuses a chain id of 2147483648 or more ('Invalid chainId') before asking the wallet", async () => {
    const rpc = signingRpc()
    const { host, atoms, network } = setup(rpc)
    host.store.set(network, (n) => n && { ...n, id: 2147483648, caipNetworkId: 'eip155:2147483648' })
    const failed = registerAccountName(host, atoms, 'ada-01.reown.id')
    await expect(failed).rejects.toThrow('Error registering name ada-01.reown.id')
    await expect(failed.catch((error: Error) => Promise.reject(error.cause))).rejects.toThrow('Invalid chainId')
    expect(rpc.request).not.toHaveBeenCalled()
  })

  it('leaves the router alone when the user left the success view meanwhile', async () => {
    let decline: (error: Error) => void = () => undefined
    const { host, atoms, routes } = setup({ request: () => new Promise((_, reject) => (decline = reject)) })
    const failed = registerAccountName(host, atoms, 'ada-01.reown.id')
    host.router.reset('Account')
    decline(new Error('Request was aborted'))
    await expect(failed).rejects.toThrow('Error registering name')
    expect(routes).toEqual(['replace RegisterAccountNameSuccess', 'reset Account'])
  })
})
