import { describe, expect, it, vi } from 'vitest'
import type { BundledPlugins } from './bundledPlugins'
import { createInstalledPlugins } from './installedPlugins'

const receive = { description: async () => ({}), plugin: async () => ({}) }
const names = { description: async () => ({}), plugin: async () => ({}) }

describe('createInstalledPlugins', () => {
  it('finds the installed plugins once, and gives each unless the dapp deploys it elsewhere', async () => {
    const load = vi.fn(async (): Promise<BundledPlugins> => ({ receive, names }))
    const installed = createInstalledPlugins({ pluginUrls: { names: 'https://cdn.example/names/remoteEntry.js' } }, load)
    expect(installed.entry('receive')).toBeUndefined()
    await Promise.all([installed.find(), installed.find()])
    expect(load).toHaveBeenCalledOnce()
    expect(installed.entry('receive')).toBe(receive)
    expect(installed.entry('names')).toBeUndefined()
  })

  it('looks afresh after a failed look, and not at all under a pluginBaseUrl', async () => {
    const load = vi.fn<() => Promise<BundledPlugins | undefined>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ receive })
    const installed = createInstalledPlugins({}, load)
    await expect(installed.find()).rejects.toThrow('chunk failed')
    await expect(installed.find()).resolves.toEqual({ receive })
    const remote = vi.fn(async () => ({ receive }))
    await expect(createInstalledPlugins({ pluginBaseUrl: '/plugins/' }, remote).find()).resolves.toBeUndefined()
    expect(remote).not.toHaveBeenCalled()
  })
})
