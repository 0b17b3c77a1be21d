import type { ViewComponent } from '@portico/contracts'
import { describe, expect, it, vi } from 'vitest'
import type { PluginState } from '../core/atoms'
import { createLazyDefinitions } from './lazyDefinitions'
import { testDescription } from './testing'

const View: ViewComponent = () => null

describe('createLazyDefinitions', () => {
  it('keeps one definition a key whose load is shared, after the plugin is ready', async () => {
    const ready = vi.fn(async () => {})
    const definitions = createLazyDefinitions(ready, () => undefined)
    const pick = vi.fn(async () => View)
    const definition = definitions.get('receive/view/Main', 'receive', () => pick())
    expect(definitions.get('receive/view/Main', 'receive', () => undefined)).toBe(definition)
    const [a, b] = await Promise.all([definition.load(), definition.load()])
    expect([a, b]).toEqual([View, View])
    expect(ready).toHaveBeenCalledOnce()
  })

  it('fails while the plugin has no such view, loads again after, and forgets a plugin\'s definitions', async () => {
    const plugin: { state?: PluginState } = {}
    const definitions = createLazyDefinitions(async () => {}, () => plugin.state)
    const pick = (current: PluginState | undefined) => (current?.status === 'ready' ? Promise.resolve(View) : undefined)
    const definition = definitions.get('receive/view/Main', 'receive', pick)
    await expect(definition.load()).rejects.toThrow('Plugin "receive" is unavailable')
    plugin.state = { status: 'ready', description: testDescription('receive'), registration: { views: {} } }
    await expect(definition.load()).resolves.toBe(View)
    definitions.forget('receive')
    expect(definitions.get('receive/view/Main', 'receive', pick)).not.toBe(definition)
  })
})
