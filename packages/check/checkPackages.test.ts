import { describe, expect, it } from 'vitest'
import { checkPackages } from './checkPackages'

describe('the packed packages in a dapp', () => {
  it('install as docs/install.md says (an EVM-only dapp gets no Solana client; a Solana dapp bundles it with Vite), type-check under lib ES2020 and skipLibCheck false, bundle with rspack, Vite and Next.js without wagmi, ethers or @solana/web3.js, and run in chromium with React 18 and 19', async () => {
    // Throws with the failing tool's output: npm install, tsc (floor and latest peers, then the
    // core entries without wagmi, ethers and @solana/web3.js), portico-plugins copy, the rspack, Vite or Next.js build.
    const { tarballs, evmOnlyInstalled, solanaClient, solanaWithoutClient, copiedPlugins, bundledModules, bundleFiles, viteFiles, nextBuild, browser, seconds } = await checkPackages()
    console.log('packages check (s):', seconds, 'tarballs (bytes):', tarballs)

    // docs/install.md's tarball install, as written, gives an EVM-only dapp no Solana client (nor
    // wagmi or ethers); its Vite build holds none, while the Solana dapp's Vite build bundles it.
    expect(evmOnlyInstalled).toEqual([])
    expect(solanaClient).toEqual({ evmOnly: false, solana: true })
    // Without it, a Solana page fails in Vite's build with the missing import named.
    expect(solanaWithoutClient).toMatch(/@solana\/web3\.js/)

    expect(Object.keys(tarballs).sort()).toEqual(['portico-contracts-0.1.0.tgz', 'portico-frame-protocol-0.1.0.tgz', 'portico-plugins-0.1.0.tgz', 'portico-shell-0.1.0.tgz'])
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
