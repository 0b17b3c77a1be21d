import { resolveFeatures } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { enabledPlugins } from './availablePlugins'

describe('enabledPlugins', () => {
  it('loads released plugins whose flag is on by default', () => {
    expect(enabledPlugins(resolveFeatures({}))).toEqual(['receive', 'send', 'history'])
  })
  it('loads nothing for a feature switched off', () => {
    expect(enabledPlugins(resolveFeatures({ receive: false }))).toEqual(['send', 'history'])
    expect(enabledPlugins(resolveFeatures({ send: false }))).toEqual(['receive', 'history'])
    expect(enabledPlugins(resolveFeatures({ history: false }))).toEqual(['receive', 'send'])
    expect(enabledPlugins(resolveFeatures({ receive: false, send: false, history: false }))).toEqual([])
  })
})
