import { CONTRACT_VERSION, type PluginDescription, type PluginHost } from '@portico/contracts'
import { describe, expect, it, vi } from 'vitest'
import { loadPlugin, PluginLoadError, type RemoteModuleLoader } from './loadPlugin'

const host = { contractVersion: CONTRACT_VERSION } as PluginHost
const registration = { views: { WalletReceive: { load: async () => () => null } } }
const description: PluginDescription = { id: 'receive', version: '1.0.0', contract: CONTRACT_VERSION, views: { WalletReceive: { title: 'Receive' } }, slots: {} }
const remote = (plugin: unknown): RemoteModuleLoader => async () => ({ default: plugin })
const validPlugin = { id: 'receive', contractVersion: CONTRACT_VERSION, setup: () => registration }
const load = (loader: RemoteModuleLoader, timeoutMs = 1_000) =>
  loadPlugin({ id: 'receive', description, entryUrl: 'https://cdn.example/receive/remoteEntry.js', loader, host, timeoutMs })

describe('loadPlugin', () => {
  it('returns the checked registration of a valid plugin and passes it the host', async () => {
    const setup = vi.fn(() => registration)
    await expect(load(remote({ ...validPlugin, setup }))).resolves.toMatchObject({ views: { WalletReceive: {} } })
    expect(setup).toHaveBeenCalledWith(host)
  })

  it('reports a remote that cannot be fetched (404 or network error) with its URL', async () => {
    const error = await load(() => Promise.reject(new Error('Failed to fetch: 404'))).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PluginLoadError)
    expect((error as PluginLoadError).reason).toBe('could not load https://cdn.example/receive/remoteEntry.js (Failed to fetch: 404)')
  })

  it('times out a remote that never answers', async () => {
    await expect(load(() => new Promise(() => undefined), 20)).rejects.toThrow('Plugin "receive" is unavailable: timed out after 20 ms')
  })

  it('refuses a plugin built for another major or a newer minor, naming both versions', async () => {
    const [major, minor] = CONTRACT_VERSION.split('.').map(Number) as [number, number]
    await expect(load(remote({ ...validPlugin, contractVersion: `${major + 1}.0.0` }))).rejects.toThrow(`built for contract ${major + 1}.0.0, another major than this shell's ${CONTRACT_VERSION}`)
    await expect(load(remote({ ...validPlugin, contractVersion: `${major}.${minor + 1}.0` }))).rejects.toThrow(`built for contract ${major}.${minor + 1}.0, newer than this shell's ${CONTRACT_VERSION}`)
  })

  it('reports a setup that throws', async () => {
    const throwing = { ...validPlugin, setup: () => { throw new Error('boom') } }
    await expect(load(remote(throwing))).rejects.toThrow('setup failed (boom)')
  })

  it('refuses a module that is not a plugin, or is another plugin', async () => {
    await expect(load(remote({ hello: 'world' }))).rejects.toThrow('does not export a plugin')
    await expect(load(remote({ ...validPlugin, id: 'send' }))).rejects.toThrow('is the "send" plugin')
  })

  it('refuses a registration that breaks the contract', async () => {
    const bad = { ...validPlugin, setup: () => ({ views: { 'not-a-view': { load: () => null } } }) }
    await expect(load(remote(bad))).rejects.toThrow('setup returned an invalid registration')
  })

  it('refuses a registration that does not fit its description', async () => {
    const other = { ...validPlugin, setup: () => ({ views: { WalletOther: { load: async () => () => null } } }) }
    await expect(load(remote(other))).rejects.toThrow('its registration does not fit its description: its views (WalletOther) are not the described ones (WalletReceive)')
  })
})
