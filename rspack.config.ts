import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack'
import { rspack, type Configuration } from '@rspack/core'
import { fileURLToPath } from 'node:url'
import { CONTRACT_VERSION } from './contracts/src/plugin/contractVersion'
import { pluginRemoteName, type PluginId } from './contracts/src/plugin/pluginId'
import { builtPlugins, discoverPlugins, pluginAliases, selectPlugins, type DiscoveredPlugin } from './toolchain/plugins/discoverPlugins'
import { PluginDescriptionAsset } from './toolchain/plugins/pluginDescriptionAsset'
import { sandboxDistDir } from './sandbox/scripts/sandboxDistDir'
import { sandboxPluginsModule } from './sandbox/scripts/sandboxPluginsModule'
import { SECURE_SITE_DIST_DIR } from './secure-site/src/frame/secureSiteDistDir'
import { SANDBOX_FRAME_APP_DIST_DIR } from './sandbox/secure-site/frame/sandboxFrameAppDistDir'
import { WALLET_PAGE_DIST_DIR } from './sandbox/walletconnect/wallet/walletPageDistDir'
import { sharedSingletons } from './shell/src/plugins/sharedSingletons'
import { CATALOGUE_FILE } from './toolchain/icu/catalogueFile'

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export interface BuildOptions {
  mode: 'production' | 'development'
  /** Output folder of the sandbox; remotes go to `<outDir>/plugins/<folder>/`. */
  outDir?: string
  /**
   * The contract version plugins declare, CONTRACT_VERSION by default. Another one builds a plugin
   * as if against another `@portico/contracts` (the versioning tests serve such builds).
   */
  contractVersion?: string
  /** The plugin sandbox: build this plugin alone (folder or feature id), with only its mocks. */
  plugin?: string
}

/** The plugin folders under `plugins/`: adding a plugin is adding a folder. */
export const DISCOVERED_PLUGINS: readonly DiscoveredPlugin[] = discoverPlugins()

/** Every plugin in this repo; the rest of the feature ids have no remote yet. */
export const BUILT_PLUGINS: readonly PluginId[] = DISCOVERED_PLUGINS.map((plugin) => plugin.id)

// The specific entries first: an alias also matches its subpaths.
const alias = {
  '@portico/contracts/testing': root('./contracts/src/testing/index.ts'),
  '@portico/contracts/sessions': root('./contracts/src/sessions/index.ts'),
  '@portico/contracts': root('./contracts/src/index.ts'),
  '@portico/frame-protocol': root('./frame-protocol/src/index.ts'),
  '@portico/shell/mocks': root('./shell/src/mocks/index.ts'),
  '@portico/shell/react': root('./shell/src/react/index.ts'),
  '@portico/shell/networks': root('./shell/src/networks/index.ts'),
  '@portico/shell/wagmi': root('./shell/src/adapters/wagmi/index.ts'),
  '@portico/shell/ethers': root('./shell/src/adapters/ethers/index.ts'),
  '@portico/shell/solana/react': root('./shell/src/adapters/solana/react/index.ts'),
  '@portico/shell/solana': root('./shell/src/adapters/solana/index.ts'),
  '@portico/shell/bitcoin': root('./shell/src/adapters/bitcoin/index.ts'),
  '@portico/shell': root('./shell/src/index.ts'),
  // `@portico/plugin-<folder>/mocks` and the plugins' other exports, from their package.json.
  ...pluginAliases(DISCOVERED_PLUGINS),
}

/**
 * The shell's lazy chunks: the modal and the intent actions are one chunk, `intent` (both imports
 * name it), since the page fetches them together on the first intent or at idle.
 */
export const SHELL_CACHE_GROUPS = {
  /**
   * The core and the wallet button's chunk share the options' and boundaries' checks (zod among
   * them), which the page's first script no longer holds: they go to the core, which the wallet
   * button loads on intent anyway, rather than to a chunk of their own on the way to the modal.
   */
  checksWithCore: {
    chunks: (chunk: { name?: string | null }) => chunk.name === 'core' || chunk.name === 'wallet-button',
    minChunks: 2,
    name: 'core',
    priority: 10,
    enforce: true,
  },
}

export function base({ mode }: BuildOptions, name: string): Configuration {
  return {
    name,
    mode,
    devtool: mode === 'production' ? false : 'source-map',
    target: 'web',
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'], alias },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        {
          // ICU catalogues compile to message functions here, so no ICU parser reaches a browser.
          test: CATALOGUE_FILE,
          loader: root('./toolchain/icu/icuLoader.mjs'),
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: mode === 'production', splitChunks: { cacheGroups: SHELL_CACHE_GROUPS } },
    // The plugins found in plugins/, for the shell (shell/src/plugins/builtPlugins.ts): it keeps no list.
    plugins: [new rspack.DefinePlugin({ __PORTICO_PLUGINS__: JSON.stringify(builtPlugins(DISCOVERED_PLUGINS)) })],
    performance: false,
    stats: 'errors-warnings',
  }
}

/**
 * The sandbox dapp: a React page that embeds the shell, plus the sandbox wallet script. It lists
 * the discovered plugins, and loads the mocks of those built, from a module generated here.
 */
function sandboxConfig(options: BuildOptions, outDir: string, built: readonly DiscoveredPlugin[]): Configuration {
  return {
    ...base(options, 'sandbox'),
    entry: {
      app: root('./sandbox/src/app/main.tsx'),
      // AppKit's React Solana example with Portico's specifiers (solana.html).
      solana: root('./sandbox/src/solana/main.tsx'),
      'sandbox-wallet': root('./sandbox/src/wallet/index.ts'),
      // Solana and Bitcoin (Wallet Standard) and Polkadot (injectedWeb3) sandbox wallets.
      'sandbox-wallets': root('./sandbox/src/wallets/index.ts'),
      // bitcoin.html: AppKit's react-bitcoin example on Portico.
      bitcoin: root('./sandbox/src/bitcoin/main.tsx'),
    },
    optimization: {
      ...base(options, 'sandbox').optimization,
      splitChunks: {
        cacheGroups: {
          ...SHELL_CACHE_GROUPS,
          // The libraries only WalletConnect uses get a chunk named for it, so the bundle figures
          // (and anyone reading the network panel) can tell what picking WalletConnect costs.
          walletConnect: {
            test: /[\\/]node_modules[\\/]/,
            chunks: (chunk) => chunk.name === 'walletConnect',
            name: 'walletConnect-vendors',
            priority: 30,
            enforce: true,
          },
        },
      },
    },
    output: {
      path: outDir,
      filename: '[name].[contenthash:8].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      publicPath: '/',
      uniqueName: 'portico_sandbox',
    },
    plugins: [
      ...(base(options, 'sandbox').plugins ?? []),
      new rspack.HtmlRspackPlugin({
        template: root('./sandbox/src/app/index.html'),
        // The wallet is a browser extension stand-in: it must run before the dapp asks for wallets.
        chunks: ['sandbox-wallet', 'sandbox-wallets', 'app'],
        scriptLoading: 'blocking',
        inject: 'body',
      }),
      new rspack.HtmlRspackPlugin({
        template: root('./sandbox/src/solana/index.html'),
        filename: 'solana.html',
        chunks: ['sandbox-wallet', 'sandbox-wallets', 'solana'],
        scriptLoading: 'blocking',
        inject: 'body',
      }),
      new rspack.HtmlRspackPlugin({
        template: root('./sandbox/src/bitcoin/index.html'),
        filename: 'bitcoin.html',
        chunks: ['sandbox-wallets', 'bitcoin'],
        scriptLoading: 'blocking',
        inject: 'body',
      }),
      new rspack.HtmlRspackPlugin({
        template: root('./sandbox/src/plain/index.html'),
        filename: 'plain/index.html',
        chunks: ['sandbox-wallet'],
        scriptLoading: 'blocking',
        inject: 'head',
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: root('./node_modules/msw/lib/mockServiceWorker.js') }, { from: root('./sandbox/src/app/sandbox.css') }, { from: root('./sandbox/src/app/favicon.svg') }],
      }),
      new rspack.experiments.VirtualModulesPlugin({
        [root('./sandbox/src/app/discoveredPlugins.js')]: sandboxPluginsModule(DISCOVERED_PLUGINS, built),
      }),
    ],
  }
}

/**
 * The secure site's frame app (secure-site/src/frame/app): a page of its own, served on
 * another origin by startSecureSite, which adds its config to the page. No Module Federation and
 * nothing shared with the dapp: keys live here.
 */
export function secureSiteConfig(options: BuildOptions): Configuration {
  return {
    ...base(options, 'secure-site'),
    entry: { frame: root('./secure-site/src/frame/app/main.ts') },
    output: {
      path: SECURE_SITE_DIST_DIR,
      filename: '[name].[contenthash:8].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      publicPath: '/',
      uniqueName: 'portico_secure_site',
    },
    plugins: [new rspack.HtmlRspackPlugin({ template: root('./secure-site/src/frame/app/index.html'), scriptLoading: 'defer', inject: 'head' })],
  }
}

/**
 * The sandbox's build of the same frame app (sandbox/secure-site/frame/app): the scripted key step
 * of the browser tests' projects, served by the sandbox's secure site when a project scripts it.
 * The product's build above holds no test double.
 */
export function sandboxSecureSiteConfig(options: BuildOptions): Configuration {
  const config = secureSiteConfig(options)
  return {
    ...config,
    name: 'sandbox-secure-site',
    entry: { frame: root('./sandbox/secure-site/frame/app/main.ts') },
    output: { ...config.output, path: SANDBOX_FRAME_APP_DIST_DIR, uniqueName: 'portico_sandbox_secure_site' },
  }
}

/**
 * The sandbox WalletConnect wallet page (sandbox/walletconnect/wallet/app): WalletKit with anvil's
 * dev key, served on its own origin by startWalletConnectSandbox. Nothing shared with the dapp.
 */
export function walletPageConfig(options: BuildOptions): Configuration {
  const config = base(options, 'wc-wallet')
  return {
    ...config,
    module: {
      ...config.module,
      rules: [
        ...(config.module?.rules ?? []),
        // WalletKit's @walletconnect/pay is an ES module importing 'brotli/decompress' without its extension.
        { test: /[\\/]@walletconnect[\\/]pay[\\/].*\.js$/, resolve: { fullySpecified: false } },
      ],
    },
    entry: { wallet: root('./sandbox/walletconnect/wallet/app/main.tsx') },
    output: {
      path: WALLET_PAGE_DIST_DIR,
      filename: '[name].[contenthash:8].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      publicPath: '/',
      uniqueName: 'portico_wc_wallet',
    },
    plugins: [new rspack.HtmlRspackPlugin({ template: root('./sandbox/walletconnect/wallet/app/index.html'), scriptLoading: 'defer', inject: 'head' })],
  }
}

/** The script build for plain HTML pages: an ES module at `<outDir>/portico/portico.js`. */
export function scriptConfig(options: BuildOptions, outDir: string): Configuration {
  const config = base(options, 'script')
  return {
    ...config,
    entry: { portico: root('./shell/src/script.ts') },
    module: {
      ...config.module,
      // Keep import.meta.url and new URL() for run time: the script finds its plugins next to itself.
      parser: { javascript: { importMeta: false, url: false } },
    },
    output: {
      path: `${outDir}/portico`,
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      publicPath: 'auto',
      module: true,
      library: { type: 'module' },
      uniqueName: 'portico_script',
    },
  }
}

/**
 * One federated remote per plugin, sharing the shell's singletons instead of bundling them, with
 * its `description.json` (where it shows, its version, the contract version it is built for).
 * `path` is its folder: `<outDir>/plugins/<folder>` in the sandbox, its own for `build:plugin`.
 */
export function pluginConfig(options: BuildOptions, plugin: DiscoveredPlugin, outDir: string, path = `${outDir}/plugins/${plugin.folder}`): Configuration {
  const { id, folder, dir, version, manifest } = plugin
  const name = pluginRemoteName(id)
  const contract = options.contractVersion ?? CONTRACT_VERSION
  return {
    ...base(options, `plugin-${folder}`),
    entry: {},
    output: {
      path,
      publicPath: 'auto',
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
    },
    plugins: [
      // Baked in: at run time `@portico/contracts` is the shell's copy (see plugins/buildConstants.d.ts).
      new rspack.DefinePlugin({ __PORTICO_CONTRACT_VERSION__: JSON.stringify(contract) }),
      new PluginDescriptionAsset(`${dir}/src/description.ts`, { ...manifest, version, contract }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './plugin': `${dir}/src/plugin.ts` },
        shared: Object.fromEntries(
          sharedSingletons.map(({ name: dep, requiredVersion }) => [
            dep,
            { singleton: true, requiredVersion, import: false },
          ]),
        ),
        dts: false,
        manifest: false,
        // The shell lends its runtime (see shell/src/plugins/federationLoader.ts): about 18 KB
        // gzip less in every remote entry.
        experiments: { externalRuntime: true },
      }),
    ],
  }
}

/** Output folder of a build; the build script empties it first (the compilers run in parallel). */
export const outputDir = (options: BuildOptions) => options.outDir ?? sandboxDistDir(options.plugin && selectPlugins(DISCOVERED_PLUGINS, options.plugin)[0]?.folder)

/** The sandbox, the script build, a remote per plugin (or the one of `options.plugin`), the secure site's frame app (the product's and the sandbox's) and the WalletConnect wallet page. */
export function createConfigs(options: BuildOptions): Configuration[] {
  const outDir = outputDir(options)
  const built = selectPlugins(DISCOVERED_PLUGINS, options.plugin)
  return [sandboxConfig(options, outDir, built), scriptConfig(options, outDir), ...built.map((plugin) => pluginConfig(options, plugin, outDir)), secureSiteConfig(options), sandboxSecureSiteConfig(options), walletPageConfig(options)]
}
