/** The import rules of DESIGN.md, checked on every `npm run lint`. */
module.exports = {
  forbidden: [
    {
      name: 'contracts-no-react',
      comment: 'contracts/ is framework-free: no React.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: 'node_modules/(react|react-dom)/' },
    },
    {
      name: 'contracts-no-io',
      comment: 'contracts/ does no I/O: no Node built-ins, no HTTP or wallet clients.',
      severity: 'error',
      from: { path: '^contracts/src/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contracts-only-pure-deps',
      comment: 'contracts/ may use zod, viem utilities, jotai and the ICU message runtime (pure functions) only (the testing entry, which never ships, may use fast-check).',
      severity: 'error',
      from: { path: '^contracts/src/', pathNot: '(\\.test\\.ts$|^contracts/src/testing/)' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], pathNot: 'node_modules/(zod|viem|jotai|@noble|abitype|ox|@messageformat/runtime)/' },
    },
    {
      name: 'contracts-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: '^(shell|plugins|sandbox)/' },
    },
    {
      name: 'shell-imports-no-plugin',
      comment: 'The shell knows plugins only through the contract.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^(plugins|sandbox)/', pathNot: '^toolchain/processes/anvil\\.ts$' },
    },
    {
      name: 'shell-starts-anvil-only-in-tests',
      comment: 'Shell tests run on a real chain through the shared anvil fixture; shipped code never.',
      severity: 'error',
      from: { path: '^shell/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^toolchain/processes/anvil\\.ts$' },
    },
    {
      name: 'shell-main-entry-without-ethers',
      comment: 'ethers is an optional peer for @portico/shell/ethers: the main entry must never reach it.',
      severity: 'error',
      from: { path: '^shell/src/index\\.ts$' },
      to: { path: 'node_modules/ethers/', reachable: true },
    },
    {
      name: 'shell-core-entries-without-solana-web3js',
      comment: '@solana/web3.js 1.x is an optional peer for @portico/shell/solana: the other entries must never reach it.',
      severity: 'error',
      from: { path: '^shell/src/(index|react/index|networks/index|adapters/(wagmi|ethers)/index)\\.ts$' },
      to: { path: 'node_modules/@solana/web3\\.js/', reachable: true },
    },
    {
      name: 'plugin-imports-only-contracts-and-itself',
      comment: 'A plugin imports @portico/contracts and its own files, never the shell or another plugin.',
      severity: 'error',
      from: { path: '^plugins/([^/]+)/' },
      to: { path: '^(shell|sandbox|plugins)/', pathNot: '^plugins/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
