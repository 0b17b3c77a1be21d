import { describe, expect, it } from 'vitest'
import { readQueryOptions } from './sandboxConfig'

describe('readQueryOptions', () => {
  it('reads feature flags and plugin URL overrides', () => {
    const options = readQueryOptions('?features=receive:false,send:true&pluginUrl.receive=http://x/entry.js')
    expect(options.features).toMatchObject({ receive: false, send: true })
    expect(options.pluginUrls).toEqual({ receive: 'http://x/entry.js' })
  })
  it('rejects a flag that is not a boolean and an unknown plugin', () => {
    expect(() => readQueryOptions('?features=receive:yes')).toThrow()
    expect(() => readQueryOptions('?pluginUrl.nope=http://x')).toThrow()
  })
})
