import { resolveFeatures } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { createPluginSwitches } from './pluginSwitches'
import { testDescription } from './testing'

const built = [
  { id: 'swaps', feature: { flag: 'swaps' } },
  { id: 'receive', feature: { flag: 'receive' } },
  { id: 'names' },
] as const

describe('createPluginSwitches', () => {
  const switches = createPluginSwitches(built, resolveFeatures({ swaps: false, receive: true }), { pluginUrls: { names: 'https://cdn.example/names/remoteEntry.js' } })

  it('switches off a built plugin whose flag is off, never one the build does not know', () => {
    expect(['swaps', 'receive', 'names', 'unknown'].map(switches.switchedOff)).toEqual([true, false, false, false])
  })

  it('judges a description by its own flag, else by the build\'s', () => {
    expect(switches.isOn('swaps', testDescription('swaps'))).toBe(false)
    expect(switches.isOn('swaps', testDescription('swaps', { feature: { flag: 'receive' } }))).toBe(true)
    expect(switches.isOn('unknown', testDescription('unknown'))).toBe(true)
  })

  it('expects at the base URL the plugins that are on and not deployed elsewhere', () => {
    expect(switches.deployedElsewhere('names')).toBe(true)
    expect(switches.expectedAtBase()).toEqual(['receive'])
  })
})
