import { describe, expect, it } from 'vitest'
import type { DiscoveredSandboxPlugin } from './discoveredPlugins'
import { runningPlugins } from './runningPlugins'

const loadMocks = () => Promise.resolve({ createMockHandlers: () => [] })
const discovered: DiscoveredSandboxPlugin[] = [
  { id: 'history', built: true, loadMocks },
  { id: 'receive', built: true },
  { id: 'send', built: true, loadMocks },
  { id: 'names', built: true },
]

describe('runningPlugins', () => {
  it('runs every built plugin and switches nothing off by default', () => {
    expect(runningPlugins(discovered, undefined)).toEqual({ plugins: discovered, features: {} })
  })

  it('in the plugin sandbox runs the one named and switches the other features off', () => {
    const { plugins, features } = runningPlugins(discovered, ['send'])
    expect(plugins.map((p) => p.id)).toEqual(['send'])
    // names has no feature flag of its own: nothing to switch.
    expect(features).toEqual({ history: false, receive: false })
  })

  it('switches off a plugin the build left out', () => {
    const { plugins, features } = runningPlugins([{ id: 'send', built: true, loadMocks }, { id: 'onramp', built: false }], undefined)
    expect(plugins.map((p) => p.id)).toEqual(['send'])
    expect(features).toEqual({ onramp: false })
  })
})
