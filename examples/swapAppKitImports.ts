/**
 * AppKit's module specifiers and the Portico entry each moves to: the only edit a dapp written
 * against AppKit's documented API makes to run on Portico.
 */
export const PORTICO_ENTRIES: Readonly<Record<string, string>> = {
  '@reown/appkit': '@portico/shell',
  '@reown/appkit/react': '@portico/shell/react',
  '@reown/appkit/networks': '@portico/shell/networks',
  '@reown/appkit-adapter-wagmi': '@portico/shell/wagmi',
  '@reown/appkit-adapter-ethers': '@portico/shell/ethers',
  '@reown/appkit-adapter-solana': '@portico/shell/solana',
  '@reown/appkit-adapter-solana/react': '@portico/shell/solana/react',
  '@reown/appkit-adapter-bitcoin': '@portico/shell/bitcoin',
}

// `from '<spec>'`, `import '<spec>'` and `import('<spec>')`, each with its quote.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(@reown\/[^'"]+)\2/g

/**
 * Rewrites every AppKit module specifier of a source file to its Portico entry, and nothing
 * else; throws on an AppKit specifier Portico has no entry for, so a gap fails the install.
 * @example swapAppKitImports("import { createAppKit } from '@reown/appkit/react'") // "import { createAppKit } from '@portico/shell/react'"
 */
export function swapAppKitImports(source: string, file = 'source'): string {
  return source.replace(SPECIFIER, (_match, lead: string, quote: string, specifier: string) => {
    const entry = PORTICO_ENTRIES[specifier]
    if (!entry) throw new Error(`${file}: Portico has no entry for '${specifier}'`)
    return `${lead}${quote}${entry}${quote}`
  })
}

/**
 * What an AppKit adapter package brought that Portico leaves to the dapp: AppKit's Solana adapter
 * depends on `@solana/web3.js`, while Portico's Solana entry takes it as an optional peer (so an
 * EVM-only dapp installs no Solana client). The version the repo's own Solana tests run.
 */
export const ADAPTER_LIBRARIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '@reown/appkit-adapter-solana': { '@solana/web3.js': '1.98.4' },
}

/**
 * An example's dependencies with AppKit's packages (`@reown/*`) replaced by Portico's (the shell,
 * which brings the plugins and contracts with it) and by the libraries AppKit's adapter packages
 * brought (ADAPTER_LIBRARIES), unless the dapp names them itself.
 * @example swapAppKitDependencies({ '@reown/appkit': '1.8.0', react: '19.3.1' }, { '@portico/shell': 'file:/p/shell.tgz' }) // { react: '19.3.1', '@portico/shell': 'file:/p/shell.tgz' }
 */
export function swapAppKitDependencies(dependencies: Readonly<Record<string, string>>, portico: Readonly<Record<string, string>>): Record<string, string> {
  const adapterLibraries = Object.keys(dependencies).map((name) => ADAPTER_LIBRARIES[name] ?? {})
  const own = Object.fromEntries(Object.entries(dependencies).filter(([name]) => !name.startsWith('@reown/')))
  return { ...Object.assign({}, ...adapterLibraries), ...own, ...portico }
}
