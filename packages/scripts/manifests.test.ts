import { describe, expect, it } from 'vitest'
import { BACKEND_NODE_ENGINES, pluginsManifest, secureSiteManifest, serverManifest, shellManifest } from './manifests'

const shell = { name: '@portico/shell', version: '1.2.3', dependencies: { '@portico/contracts': '1.2.3', jotai: '^2.20.3', zod: '^4.6.7', viem: '^2.57.20' } }

describe('shellManifest', () => {
  it('brings the plugins of its own version, so a plain npm install reaches every feature', () => {
    expect(shellManifest(shell).dependencies['@portico/plugins']).toBe('1.2.3')
  })

  it("keeps every adapter's library an optional peer, so an EVM-only dapp installs no Solana client", () => {
    const manifest = shellManifest(shell)
    expect(manifest.peerDependencies['@solana/web3.js']).toBe('^1.95.0')
    expect(manifest.peerDependenciesMeta).toEqual({ '@wagmi/core': { optional: true }, ethers: { optional: true }, '@solana/web3.js': { optional: true } })
  })
})

describe('pluginsManifest', () => {
  it("exports the registry and depends on the plugins' packages and the shell's contracts, jotai and zod, not on the shell", () => {
    const manifest = pluginsManifest(shell, [
      { name: '@portico/plugin-send', version: '0.1.0', dependencies: { viem: '^2.57.20', '@solana/kit': '2.1.0' } },
      { name: '@portico/plugin-receive', version: '0.1.0' },
    ])
    expect((manifest.exports as Record<string, unknown>)['./registry']).toEqual({ types: './dist/registry.d.ts', import: './dist/registry.js' })
    expect(manifest.dependencies).toEqual({ viem: '^2.57.20', '@solana/kit': '2.1.0', '@portico/contracts': '1.2.3', jotai: '^2.20.3', zod: '^4.6.7' })
    expect(manifest.peerDependencies).toEqual({ react: '^18.3.0 || ^19.0.0' })
  })
})

describe('the backends manifests', () => {
  const contracts = { name: '@portico/contracts', version: '1.2.3' }
  it("ship compiled JavaScript with a plain-node command each, without the workspace's TypeScript runner, on the Node lines the docs name", () => {
    const server = serverManifest({ name: '@portico/server', version: '1.2.3', dependencies: { hono: '4.13.19', tsx: '4.23.15' } }, contracts)
    expect(server).toMatchObject({ bin: { 'portico-server': './dist/cli.js' }, files: ['dist', 'drizzle'], engines: { node: BACKEND_NODE_ENGINES }, dependencies: { hono: '4.13.19', '@portico/contracts': '1.2.3' } })
    expect(server.dependencies).not.toHaveProperty('tsx')
    // The modules the secure site imports from the server.
    expect(Object.keys(server.exports)).toEqual(['.', './db', './metrics', './secrets', './config-problems', './package.json'])
    const site = secureSiteManifest({ name: '@portico/secure-site', version: '1.2.3', dependencies: { jose: '6.2.18', '@portico/server': '1.2.3' } }, [contracts, { name: '@portico/server', version: '1.2.3' }])
    expect(site).toMatchObject({ bin: { 'portico-secure-site': './dist/cli.js' }, files: ['dist', 'drizzle', 'frame-app'], engines: { node: BACKEND_NODE_ENGINES }, dependencies: { jose: '6.2.18', '@portico/server': '1.2.3', '@portico/contracts': '1.2.3' } })
  })
})
