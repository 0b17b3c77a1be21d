import { resolveFeatures } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { enabledPlugins } from './availablePlugins'

describe('enabledPlugins', () => {
  it('turns on the plugins whose flag is on by default (SPEC section 1), whether deployed or not', () => {
    expect(enabledPlugins(resolveFeatures({}))).toEqual(['swaps', 'onramp', 'send', 'receive', 'history', 'email', 'socials', 'names'])
  })

  it('turns on nothing for a feature switched off', () => {
    expect(enabledPlugins(resolveFeatures({ receive: false }))).not.toContain('receive')
    expect(enabledPlugins(resolveFeatures({ socials: false }))).not.toContain('socials')
    expect(enabledPlugins(resolveFeatures({ smartSessions: true }))).toContain('smartSessions')
    expect(enabledPlugins(resolveFeatures({ swaps: false, onramp: false, send: false, receive: false, history: false, email: false, socials: false }))).toEqual(['names'])
  })
})
