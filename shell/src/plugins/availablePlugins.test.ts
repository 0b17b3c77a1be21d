import { resolveFeatures } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { enabledPlugins } from './availablePlugins'

describe('enabledPlugins', () => {
  it('loads released plugins whose flag is on by default', () => {
    expect(enabledPlugins(resolveFeatures({}))).toEqual(['receive', 'send', 'history', 'onramp'])
  })
  it('loads nothing for a feature switched off', () => {
    expect(enabledPlugins(resolveFeatures({ receive: false }))).toEqual(['send', 'history', 'onramp'])
    expect(enabledPlugins(resolveFeatures({ send: false }))).toEqual(['receive', 'history', 'onramp'])
    expect(enabledPlugins(resolveFeatures({ history: false }))).toEqual(['receive', 'send', 'onramp'])
    expect(enabledPlugins(resolveFeatures({ onramp: false }))).toEqual(['receive', 'send', 'history'])
    expect(enabledPlugins(resolveFeatures({ receive: false, send: false, history: false, onramp: false }))).toEqual([])
  })
})
