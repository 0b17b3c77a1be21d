import { describe, expect, it } from 'vitest'
import { pluginArg } from './pluginArg'

describe('pluginArg', () => {
  it('reads --plugin NAME and --plugin=NAME', () => {
    expect(pluginArg(['--dev', '--plugin', 'send'])).toBe('send')
    expect(pluginArg(['--plugin=smart-sessions'])).toBe('smart-sessions')
    expect(pluginArg(['--dev'])).toBeUndefined()
  })
  it('fails without a name', () => {
    expect(() => pluginArg(['--plugin'])).toThrow('--plugin needs a plugin name')
    expect(() => pluginArg(['--plugin', '--dev'])).toThrow('--plugin needs a plugin name')
  })
})
