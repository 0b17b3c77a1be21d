import { describe, expect, it } from 'vitest'
import { checkPackages } from './checkPackages'

describe('the packed packages in a dapp', () => {
  it('install, type-check under lib ES2020 and skipLibCheck false, serve the plugins and bundle without wagmi or ethers', async () => {
    // Throws with the failing tool's output: npm install, tsc (floor and latest peers, then the
    // core entries without wagmi and ethers), portico-plugins copy, or the rspack bundle.
    const { tarballs, copiedPlugins, bundledModules, bundleFiles, seconds } = await checkPackages()
    console.log('packages check (s):', seconds, 'tarballs (bytes):', tarballs)

    expect(Object.keys(tarballs).sort()).toEqual(['portico-contracts-0.1.0.tgz', 'portico-plugins-0.1.0.tgz', 'portico-shell-0.1.0.tgz'])
    expect(copiedPlugins).toEqual(expect.arrayContaining(['email', 'receive', 'send', 'swaps']))
    // The dapp bundled the shell's built JavaScript from the tarball, not sources.
    const shellModules = bundledModules.filter((name) => name.includes('node_modules/@portico/shell/'))
    expect(shellModules.length).toBeGreaterThan(0)
    expect(shellModules.filter((name) => !/@portico\/shell\/dist\/\S+\.js/.test(name))).toEqual([])
    expect(bundledModules.some((name) => /node_modules\/(@wagmi|ethers)\//.test(name))).toBe(false)
    // The shell's lazy imports stayed lazy: the modal, connectors and locales are chunks of their own.
    expect(bundleFiles.filter((name) => name.startsWith('chunks/')).length).toBeGreaterThan(5)
  })
})
