import { build } from './build'
import { deploySandboxTokens } from './deployToken'
import { deploySandboxUniswap } from './deployUniswap'
import { deploySandboxCollectibles } from './deployCollectibles'
import { SANDBOX_HISTORY_DAYS, writeSandboxHistory } from './writeSandboxHistory'
import { installNameRegistry } from './installNameRegistry'
import { discoverPlugins, selectPlugins } from '../../toolchain/plugins/discoverPlugins'
import { startLocalChains } from './localChains'
import { pluginArg } from '../../toolchain/plugins/pluginArg'
import { serveSandbox } from './serve'
import { spawnSandboxServer } from './spawnSandboxServer'
import { startSecureSite } from '../secure-site/frame/startSecureSite'
import { SANDBOX_PROJECTS } from '../secure-site/frame/sandboxProjects'
import { deploySmartAccountContracts } from '../secure-site/smart-account/deploySmartAccountContracts'
import { startWalletConnectSandbox } from '../walletconnect/startWalletConnectSandbox'

const PORT = Number(process.env.PORT ?? 5173)
const ANVIL_PORT = Number(process.env.ANVIL_PORT ?? 8545)
const AUTH_PORT = Number(process.env.AUTH_PORT ?? 5180)
const MAIL_SMTP_PORT = Number(process.env.MAIL_SMTP_PORT ?? 1025)
const MAIL_WEB_PORT = Number(process.env.MAIL_WEB_PORT ?? 1080)
// The OpenID provider standing in for Google, GitHub, X... (social login's sign-in page).
const OIDC_PORT = Number(process.env.OIDC_PORT ?? 5181)
// The Sign In With Farcaster relay and the sandbox Farcaster app that approves its links.
const FARCASTER_RELAY_PORT = Number(process.env.FARCASTER_RELAY_PORT ?? 5182)
// The local WalletConnect relay, and the sandbox WalletConnect wallet page (its own origin).
const WC_RELAY_PORT = Number(process.env.WC_RELAY_PORT ?? 5183)
const WC_WALLET_PORT = Number(process.env.WC_WALLET_PORT ?? 5184)
// The secure site's frame app (the embedded wallet) is served here; only its pages may call the auth service.
// Portico Server (Blockchain API, wallet catalogue, analytics) for the local chains.
const PORTICO_SERVER_PORT = Number(process.env.PORTICO_SERVER_PORT ?? 5190)
const SECURE_SITE_PORT = Number(process.env.SECURE_SITE_PORT ?? new URL(process.env.SECURE_SITE_ORIGIN ?? 'http://127.0.0.1:5174').port)

/**
 * `npm start`: two anvil chains, a production build of shell + plugins + sandbox, a static server.
 * `npm start -- --plugin send`: the plugin sandbox, with that plugin alone and only its mocks.
 */
async function main() {
  const name = pluginArg(process.argv.slice(2))
  // An unknown name fails here, listing the plugins there are.
  const plugin = name === undefined ? undefined : selectPlugins(discoverPlugins(), name)[0]
  console.log(plugin ? `building the shell, the ${plugin.folder} remote and the sandbox...` : 'building the shell, the plugin remotes and the sandbox...')
  // Portico Server runs in a process of its own, its store (PGlite) opening there beside the build:
  // PGlite's start blocks an event loop for seconds, which would time out the deploys' RPC calls here.
  const serverProcess = spawnSandboxServer()
  const root = await build('production', plugin?.folder)
  // The first chain begins three years ago: the sandbox account's activity is written into its past.
  const chains = await startLocalChains([ANVIL_PORT, ANVIL_PORT + 1], Math.floor(Date.now() / 1000) - SANDBOX_HISTORY_DAYS * 86_400)
  const tokens = await deploySandboxTokens(chains.chains)
  // Uniswap V2 with ETH/PUSD and PUSD/PEUR pools: what Swap trades against.
  const pools = await deploySandboxUniswap(chains.chains, tokens)
  // EntryPoint v0.8, Simple7702Account and PorticoSessionAccount: the embedded wallet's smart accounts (EIP-7702) and sessions need them.
  await deploySmartAccountContracts(chains.chains)
  // Account names registered in the sandbox live on the first chain, for as long as anvil runs.
  if (chains.chains[0]) await installNameRegistry(chains.chains[0])
  // NFT collections (Portico Pass, a spam airdrop), then three years of the sandbox account's activity on the first chain.
  const collections = await deploySandboxCollectibles(chains.chains)
  const [first] = chains.chains
  if (first && pools[0]) await writeSandboxHistory({ chain: first, tokens, uniswapV2: pools[0].uniswapV2, collections, now: Math.floor(Date.now() / 1000) })
  // The secure site and the dapp's Blockchain API, wallet catalogue and analytics (Portico Server) start side by side.
  const [secureSite, porticoServer] = await Promise.all([
    startSecureSite({
      port: SECURE_SITE_PORT,
      authPort: AUTH_PORT,
      smtpPort: MAIL_SMTP_PORT,
      mailWebPort: MAIL_WEB_PORT,
      oidcPort: OIDC_PORT,
      farcasterRelayPort: FARCASTER_RELAY_PORT,
      // The sandbox dapp, by either name of its host.
      allowedDappOrigins: [`http://127.0.0.1:${PORT}`, `http://localhost:${PORT}`],
      chains: chains.chains,
      projects: SANDBOX_PROJECTS,
    }),
    serverProcess.start({
      chains: chains.chains,
      tokens,
      uniswapV2: pools.map((p) => p.uniswapV2),
      collections,
      port: PORTICO_SERVER_PORT,
      allowedOrigins: [`http://127.0.0.1:${PORT}`, `http://localhost:${PORT}`],
    }),
  ])
  const walletConnect = await startWalletConnectSandbox({ relayPort: WC_RELAY_PORT, walletPort: WC_WALLET_PORT, chains: chains.chains })
  const server = await serveSandbox({
    root,
    port: PORT,
    chains: chains.chains,
    tokens,
    uniswapV2: pools.map((p) => p.uniswapV2),
    secureSiteUrl: `${secureSite.url}/`,
    walletConnectRelayUrl: walletConnect.relayUrl,
    // The plugin sandbox keeps its plugin's mocks; the full sandbox calls Portico Server.
    ...(plugin ? { plugins: [plugin.id] } : { porticoServerUrl: porticoServer.url }),
  })
  for (const collection of collections) console.log(`${collection.name} (ERC-721${collection.spam ? ', flagged as spam' : ''}) on chain ${collection.chainId} at ${collection.address}`)
  for (const chain of chains.chains) console.log(`anvil ${chain.name} (chain ${chain.chainId}) at ${chain.rpcUrl}`)
  for (const token of tokens) console.log(`${token.symbol} (ERC-20) on chain ${token.chainId} at ${token.address}`)
  for (const { uniswapV2, pairs } of pools) {
    console.log(`Uniswap V2 on chain ${uniswapV2.chainId}: router ${uniswapV2.router}, factory ${uniswapV2.factory}, WETH ${uniswapV2.weth}`)
    for (const [name, pair] of Object.entries(pairs)) console.log(`  pool ${name} at ${pair}`)
  }
  console.log(`secure site (embedded wallet frame) at ${secureSite.url}/ (for the dapp at http://127.0.0.1:${PORT} and http://localhost:${PORT})`)
  console.log(`secure site auth service at ${secureSite.authUrl} (for pages of ${secureSite.url})`)
  console.log(`mail inbox (one-time codes, device approval links) at ${secureSite.mail.webUrl}/`)
  console.log(`OpenID provider (social login; its sign-in page opens from the modal, any username signs in) at ${secureSite.oidcUrl}/`)
  if (secureSite.farcaster) {
    console.log(`Farcaster relay (Sign In With Farcaster) at ${secureSite.farcaster.relayUrl}`)
    console.log(`Farcaster app (approve Sign In With Farcaster) at ${secureSite.farcaster.appUrl}`)
  }
  console.log(`Portico Server (Blockchain API, wallet catalogue, analytics; project id portico-sandbox) at ${porticoServer.url}`)
  console.log(`WalletConnect relay (local) at ${walletConnect.relayUrl}`)
  console.log(`WalletConnect wallet (paste the modal's Copy link, approve each request) at ${walletConnect.walletUrl}`)
  console.log(`AppKit's React Solana example (@portico/shell/solana, the sandbox Solana wallet on devnet) at ${new URL('solana.html', server.url).href}`)
  const what = plugin ? `Portico plugin sandbox (${plugin.packageName} ${plugin.version}, its mocks only)` : 'Portico sandbox'
  if (!plugin) console.log(`AppKit's react-bitcoin example (sandbox Bitcoin wallet, testnet ledger) at ${server.url}bitcoin.html`)
  console.log(`${what} at ${server.url}  (Ctrl-C stops everything)`)
  const stop = async () => {
    await server.close()
    await walletConnect.stop()
    await secureSite.stop()
    await porticoServer.stop()
    await chains.stop()
    process.exit(0)
  }
  // A listener for every signal, not once: Ctrl-C reaches npm, tsx and this process, and a second
  // SIGINT with no listener left ended this one mid-stop, leaving anvil running.
  let stopping = false
  const onSignal = () => {
    if (stopping) return
    stopping = true
    void stop()
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
