import { describe, expect, it } from 'vitest'
import { swapAppKitDependencies, swapAppKitImports } from './swapAppKitImports'

describe('swapAppKitImports', () => {
  it('rewrites static, side-effect, type and dynamic imports and re-exports, and leaves the rest as written', () => {
    const source = [
      `import { createAppKit } from '@reown/appkit/react'`,
      `import type { AppKitNetwork } from "@reown/appkit/networks"`,
      `import '@reown/appkit'`,
      `export { SolanaAdapter } from '@reown/appkit-adapter-solana/react'`,
      `const wagmi = await import('@reown/appkit-adapter-wagmi')`,
      `const label = 'from @reown/appkit/react' // prose`,
    ].join('\n')
    expect(swapAppKitImports(source).split('\n')).toEqual([
      `import { createAppKit } from '@portico/shell/react'`,
      `import type { AppKitNetwork } from "@portico/shell/networks"`,
      `import '@portico/shell'`,
      `export { SolanaAdapter } from '@portico/shell/solana/react'`,
      `const wagmi = await import('@portico/shell/wagmi')`,
      `const label = 'from @reown/appkit/react' // prose`,
    ])
  })

  it('fails on an AppKit entry Portico does not have, naming the file', () => {
    expect(() => swapAppKitImports(`import { x } from '@reown/appkit-siwe'`, 'src/a.ts')).toThrow("src/a.ts: Portico has no entry for '@reown/appkit-siwe'")
  })
})

describe('swapAppKitDependencies', () => {
  it("replaces AppKit's packages with Portico's and keeps the dapp's own", () => {
    expect(swapAppKitDependencies({ '@reown/appkit': '1.8.0', '@reown/appkit-adapter-ethers': '1.8.0', ethers: '6.17.0' }, { '@portico/shell': 'file:/t/shell.tgz' })).toEqual({
      ethers: '6.17.0',
      '@portico/shell': 'file:/t/shell.tgz',
    })
  })

  it("adds @solana/web3.js where AppKit's Solana adapter brought it, and keeps the dapp's own version when it names one", () => {
    const portico = { '@portico/shell': 'file:/t/shell.tgz' }
    expect(swapAppKitDependencies({ '@reown/appkit': '1.8.0', '@reown/appkit-adapter-solana': '1.8.0' }, portico)).toEqual({ '@solana/web3.js': '1.98.4', ...portico })
    expect(swapAppKitDependencies({ '@reown/appkit-adapter-solana': '1.8.0', '@solana/web3.js': '1.95.0' }, portico)).toEqual({ '@solana/web3.js': '1.95.0', ...portico })
    expect(swapAppKitDependencies({ '@reown/appkit-adapter-wagmi': '1.8.0' }, portico)).toEqual(portico)
  })
})
