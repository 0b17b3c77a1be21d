import { defineConfig } from 'vitest/config'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { CONTRACT_VERSION } from './contracts/src/plugin/contractVersion.ts'
import { builtPlugins, discoverPlugins, pluginAliases } from './toolchain/plugins/discoverPlugins.ts'
import { icuVitePlugin } from './toolchain/icu/icuVitePlugin.ts'
import { isolatedTestFiles, testFolderGlob, type TestFolder } from './toolchain/test/isolatedTestFiles.ts'

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const UNIT_TEST_FOLDERS: TestFolder[] = [
  ...['toolchain', 'packages/scripts', 'contracts', 'frame-protocol', 'shell', 'plugins', 'sandbox', 'secure-site', 'server'].map((folder) => ({ folder, deep: true })),
  ...['bench', 'bench/size', 'examples'].map((folder) => ({ folder, deep: false })),
]
const ISOLATED = isolatedTestFiles(src('.'), UNIT_TEST_FOLDERS)

export default defineConfig({
  // Plugins declare the contract version they are built for (see plugins/buildConstants.d.ts).
  // The shell knows the plugins found in plugins/ from the build (shell/src/plugins/builtPlugins.ts).
  define: { __PORTICO_CONTRACT_VERSION__: JSON.stringify(CONTRACT_VERSION), __PORTICO_PLUGINS__: JSON.stringify(builtPlugins(discoverPlugins())) },
  // Catalogues compile as in the rspack build (toolchain/icu), so tests see the shipped messages.
  plugins: [icuVitePlugin()],
  resolve: {
    alias: {
      '@portico/contracts/testing/vitest': src('./contracts/src/testing/vitest.ts'),
      '@portico/contracts/testing': src('./contracts/src/testing/index.ts'),
      '@portico/contracts/sessions': src('./contracts/src/sessions/index.ts'),
      '@portico/contracts': src('./contracts/src/index.ts'),
      '@portico/frame-protocol/testing': src('./frame-protocol/src/testing/frameArbitraries.ts'),
      '@portico/frame-protocol': src('./frame-protocol/src/index.ts'),
      '@portico/shell/mocks': src('./shell/src/mocks/index.ts'),
      '@portico/shell/react': src('./shell/src/react/index.ts'),
      '@portico/shell/networks': src('./shell/src/networks/index.ts'),
      '@portico/shell/wagmi': src('./shell/src/adapters/wagmi/index.ts'),
      '@portico/shell/ethers': src('./shell/src/adapters/ethers/index.ts'),
      '@portico/shell/solana/react': src('./shell/src/adapters/solana/react/index.ts'),
      '@portico/shell/solana': src('./shell/src/adapters/solana/index.ts'),
      '@portico/shell/bitcoin': src('./shell/src/adapters/bitcoin/index.ts'),
      '@portico/shell': src('./shell/src/index.ts'),
      // Kit's node build hands happy-dom's AbortSignal to node's setMaxListeners, which throws;
      // the browser build is what the shell ships and runs on node's fetch as well.
      '@solana/rpc': src('./node_modules/@solana/rpc/dist/index.browser.mjs'),
      // `@portico/plugin-<folder>/mocks` ..., from each plugin's package.json exports.
      ...pluginAliases(discoverPlugins()),
    },
  },
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Most files share their worker's modules with the files before them (re-importing viem, zod
    // and React for each of 450 files was most of the suite's time); a file that asks for a DOM,
    // replaced modules or globals, or fake timers gets modules of its own (isolatedTestFiles).
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT_TEST_FOLDERS.map(testFolderGlob), exclude: [...ISOLATED, '**/node_modules/**', '**/dist/**'], isolate: false } },
      { extends: true, test: { name: 'unit-isolated', include: ISOLATED, isolate: true } },
    ],
    environment: 'node',
    setupFiles: ['toolchain/test/unitSetup.ts'],
    // A worker per core (vitest leaves one core to itself by default): most files wait on anvil,
    // PGlite or a child process, so on two cores a second worker keeps both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Files that start anvil or PGlite take longer when the other worker is busy too.
    testTimeout: 15_000,
    // Through vite, so the @solana/rpc alias above reaches kit's own import of it.
    server: { deps: { inline: [/@solana\/kit/] } },
  },
})
