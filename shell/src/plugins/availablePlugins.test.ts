import { resolveFeatures } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { enabledPlugins } from './availablePlugins'

describe('enabledPlugins', () => {
  it('loads released plugins whose flag is on by default', () => {
    expect(enabledPlugins(resolveFeatures({}))).toEqual(['receive'])
  })
  it('loads nothing for a feature switched off', () => {
    expect(enabledPlugins(resolveFeatures({ receive: false }))).toEqual([])
  })
})
