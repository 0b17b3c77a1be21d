import { createAppKit, createLocalSiwx, type CaipNetwork } from '@portico/shell'
import { useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitTheme, useDisconnect } from '@portico/shell/react'
import { createRoot } from 'react-dom/client'
import { discoveredPlugins } from './discoveredPlugins'
import { startMocks } from './mocks'
import { NamespaceAccounts } from './NamespaceAccounts'
import { WalletButtons } from './WalletButtons'
import { WalletRequests } from './WalletRequests'
import { readNamespaceNetworks } from './namespaceNetworks'
import { runningPlugins } from './runningPlugins'
import { SmartSessionsPanel } from './smartSessions/SmartSessionsPanel'
import { readCatalogueQuery, readQueryOptions, readSandboxConfig, readWalletConnectQuery } from './sandboxConfig'
import { installVerifyStandIn } from './verifyStandIn'

const config = readSandboxConfig(window)
const query = readQueryOptions(window.location.search)
const catalogueQuery = readCatalogueQuery(window.location.search)
const walletConnectQuery = readWalletConnectQuery(window.location.search)
// Every plugin under plugins/, or only the one of the plugin sandbox (`npm start -- --plugin send`).
const running = runningPlugins(discoveredPlugins, config.plugins)

const localNetworks: CaipNetwork[] = config.chains.map((chain) => ({
  id: chain.chainId,
  caipNetworkId: `eip155:${chain.chainId}`,
  name: chain.name,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chain.rpcUrl] } },
  // On Portico Server the local chains are priced from their pools as a mainnet is (the spec shows
  // a testnet's balances at 0.00); on the plugin sandbox's mocks they stay testnets.
  testnet: !config.porticoServerUrl,
}))

// Off-line, WalletConnect's Verify server would hold every pairing URI back 5 s: on a local relay the page answers for it.
if (config.walletConnectRelayUrl || walletConnectQuery.walletConnectRelayUrl) installVerifyStandIn(window)

// Mocks start before the shell could ask anything: all the backends in the plugin sandbox, only
// the chains Portico Server does not serve (and requested faults) when it runs.
await startMocks({ walletApiFailures: catalogueQuery.walletApiFailures, plugins: running.plugins, ...(config.porticoServerUrl ? { porticoServerUrl: config.porticoServerUrl } : {}) })

const networks = [...localNetworks, ...readNamespaceNetworks(window.location.search)]
const namespaces = [...new Set(networks.map((network) => network.chainNamespace))]

const appKit = createAppKit({
  projectId: query.projectId,
  // Portico Server on the local chains answers what the hosted services would (`npm start`).
  ...(config.porticoServerUrl
    ? { blockchainApiUrl: config.porticoServerUrl, walletApiUrl: config.porticoServerUrl, analyticsApiUrl: config.porticoServerUrl }
    : {}),
  networks,
  metadata: { name: 'Portico sandbox', description: 'A dapp to try Portico on a local chain', url: window.location.origin, icons: [] },
  features: { ...query.features, ...catalogueQuery.features, ...running.features },
  ...catalogueQuery.legalUrls,
  pluginUrls: query.pluginUrls,
  // Swap on the local chains that have the sandbox's Uniswap V2 (`?swapChainIds=31337` narrows it).
  swapChainIds: query.swapChainIds ?? config.uniswapV2.map((amm) => amm.chainId),
  // Swaps there may call the sandbox's own router, and nothing else.
  swapRouters: Object.fromEntries(config.uniswapV2.map((amm) => [String(amm.chainId), [amm.router]])),
  enableEmbedded: query.embedded,
  ...(query.locale ? { locale: query.locale } : {}),
  // `npm start`'s local relay, unless `?relay=` names another.
  ...(config.walletConnectRelayUrl ? { walletConnectRelayUrl: config.walletConnectRelayUrl } : {}),
  ...walletConnectQuery,
  // The sandbox secure site (the embedded wallet's frame), when `npm start` runs one.
  ...(config.secureSiteUrl ? { secureSiteUrl: config.secureSiteUrl } : {}),
  ...(query.secureSiteUrl ? { secureSiteUrl: query.secureSiteUrl } : {}),
  ...(query.secureSiteTimeoutMs ? { secureSiteTimeoutMs: query.secureSiteTimeoutMs } : {}),
  ...(query.siwx ? { siwx: createLocalSiwx({ statement: 'Sign in to the Portico sandbox', required: query.siwx === 'required' }) } : {}),
})

// Browser tests reach the controller's API (getWalletProvider, ...) as a dapp's own code would.
;(window as unknown as { __porticoAppKit: typeof appKit }).__porticoAppKit = appKit

// Every status the dapp saw, so browser tests can check restore goes through connecting. Read
// from the controller, not a React effect: a restore can finish before React first renders.
const statusLog = ((window as unknown as { __porticoStatusLog?: string[] }).__porticoStatusLog ??= [])
statusLog.push(appKit.getAccount().status)
appKit.subscribeAccount(({ status }) => {
  if (status !== statusLog.at(-1)) statusLog.push(status)
})

function App() {
  const { open } = useAppKit()
  const { address, caipAddress, status } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  const { themeMode, setThemeMode, setThemeVariables } = useAppKitTheme()
  return (
    <>
      <header>
        <h1>Portico sandbox</h1>
        <div>
          <appkit-network-button />
          <appkit-button />
        </div>
      </header>
      {query.embedded ? <appkit-modal /> : null}
      <dl aria-label="Dapp state">
        <dt>status</dt>
        <dd data-testid="dapp-status">{status}</dd>
        <dt>address</dt>
        <dd data-testid="dapp-address">{address ?? '-'}</dd>
        <dt>caipAddress</dt>
        <dd>{caipAddress ?? '-'}</dd>
        <dt>network</dt>
        <dd>{caipNetworkId ?? '-'}</dd>
      </dl>
      <NamespaceAccounts namespaces={namespaces} />
      <WalletButtons />
      <WalletRequests
        provider={() => appKit.getWalletProvider('eip155')}
        address={status === 'connected' && caipNetworkId?.startsWith('eip155:') ? address : undefined}
        chainId={caipNetworkId?.startsWith('eip155:') ? Number(caipNetworkId.split(':')[1]) : undefined}
      />
      <SmartSessionsPanel
        grantPermissions={appKit.grantPermissions}
        account={status === 'connected' && caipNetworkId?.startsWith('eip155:') ? (address as `0x${string}` | undefined) : undefined}
        chain={config.chains.find((chain) => `eip155:${chain.chainId}` === caipNetworkId)}
      />
      <p>
        <button type="button" onClick={() => void open({ view: 'Account' })} disabled={status !== 'connected'}>
          Open account (useAppKit)
        </button>{' '}
        <button type="button" onClick={() => void disconnect()} disabled={status !== 'connected'}>
          Disconnect (useDisconnect)
        </button>{' '}
        <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
          {themeMode === 'dark' ? 'Light theme' : 'Dark theme'}
        </button>{' '}
        <button type="button" onClick={() => setThemeVariables({ '--w3m-accent': '#e0457b' })}>
          Pink accent
        </button>
      </p>
    </>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)
