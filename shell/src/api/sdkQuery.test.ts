import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SDK_VERSION, sdkQuery } from './sdkQuery'

describe('sdkQuery', () => {
  it('carries projectId, st and sv', () => {
    expect(sdkQuery('p1')).toEqual({ projectId: 'p1', st: 'portico', sv: SDK_VERSION })
  })

  it('reports the version of the shell package', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(SDK_VERSION).toBe(pkg.version)
  })
})
