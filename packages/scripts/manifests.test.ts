import { describe, expect, it } from 'vitest'
import { pluginsManifest, shellManifest } from './manifests'

const shell = { name: '@portico/shell', version: '1.2.3', dependencies: { '@portico/contracts': '1.2.3', jotai: '^2.20.3', zod: '^4.6.7', viem: '^2.57.20' } }

describe('shellManifest', () => {
  it('brings the plugins of its own version, so a plain npm install reaches every feature', () => {
    expect(shellManifest(shell).dependencies['@portico/plugins']).toBe('1.2.3')
  })

  it('has npm install @solana/web3.js with it (a required peer), while wagmi and ethers stay optional', () => {
    const manifest = shellManifest(shell)
    expect(manifest.peerDependencies['@solana/web3.js']).toBe('^1.95.0')
    expect(manifest.peerDependenciesMeta).toEqual({ '@wagmi/core': { optional: true }, ethers: { optional: true } })
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
