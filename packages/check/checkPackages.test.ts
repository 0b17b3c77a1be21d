import { describe, expect, it } from 'vitest'
import { checkPackages } from './checkPackages'

describe('the packed packages in a dapp', () => {
  it('install, type-check under lib ES2020 and skipLibCheck false, bundle with rspack, Vite and Next.js without wagmi, ethers or @solana/web3.js, and run in chromium with React 18 and 19; the server package runs its command', async () => {
    // Throws with the failing tool's output: npm install, tsc (floor and latest peers, then the
    // core entries without wagmi, ethers and @solana/web3.js), portico-plugins copy, the rspack, Vite or Next.js build.
    const { tarballs, copiedPlugins, bundledModules, bundleFiles, viteFiles, nextBuild, browser, seconds, server } = await checkPackages()
    console.log('packages check (s):', seconds, 'tarballs (bytes):', tarballs)

    expect(Object.keys(tarballs).sort()).toEqual(['portico-contracts-0.1.0.tgz', 'portico-frame-protocol-0.1.0.tgz', 'portico-plugins-0.1.0.tgz', 'portico-server-0.1.0.tgz', 'portico-shell-0.1.0.tgz'])
    // `portico-server --config f.json` from the tarball, under plain node: it applied the
    // migrations it ships, answered /health and anvil's balance, and stopped cleanly on SIGTERM.
    expect(server).toMatchObject({ shippedMigrations: expect.arrayContaining(['0000_foundation.sql']), healthStatus: 200, nativeBalance: '10000', exitCode: 0 })
    expect(copiedPlugins).toEqual(expect.arrayContaining(['email', 'receive', 'send', 'swaps']))
    // The dapp bundled the shell's built JavaScript from the tarball, not sources.
    const shellModules = bundledModules.filter((name) => name.includes('node_modules/@portico/shell/'))
    expect(shellModules.length).toBeGreaterThan(0)
    expect(shellModules.filter((name) => !/@portico\/shell\/dist\/\S+\.js/.test(name))).toEqual([])
    expect(bundledModules.some((name) => /node_modules\/(@wagmi|ethers|@solana\/web3\.js)\//.test(name))).toBe(false)
    // The shell's lazy imports stayed lazy: the modal, connectors and locales are chunks of their own.
    expect(bundleFiles.filter((name) => name.startsWith('chunks/')).length).toBeGreaterThan(5)
    expect(viteFiles.length).toBeGreaterThan(5)
    // Next.js built and prerendered the page that imports the shell, with no next.config.
    expect(nextBuild).toMatch(/○ \/\s/)
    // In chromium, with React 18 and with React 19: the modal opens and the socials remote loads
    // from the copied folder (pluginBaseUrl), without an uncaught error or an unavailable plugin.
    for (const run of [browser.react18, browser.react19]) {
      expect(run.errors).toEqual([])
      expect(run.modalText).toContain('Connect Wallet')
      expect(run.pluginResponses).toEqual(expect.arrayContaining(['200 /portico-plugins/0.1.0/index.json', '200 /portico-plugins/0.1.0/socials/remoteEntry.js']))
      expect(run.pluginResponses.filter((response) => !response.startsWith('200 '))).toEqual([])
    }
  })
})
