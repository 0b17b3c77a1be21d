import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startLocalChains } from '../sandbox/scripts/localChains'
import { startSecureSite } from '../sandbox/secure-site/frame/startSecureSite'
import { SCRIPTED_SANDBOX_PROJECTS } from '../sandbox/secure-site/frame/sandboxProjects'
import { deploySandboxTokens } from '../sandbox/scripts/deployToken'
import { deploySandboxUniswap } from '../sandbox/scripts/deployUniswap'
import { deploySandboxCollectibles, type SandboxCollection } from '../sandbox/scripts/deployCollectibles'
import { SANDBOX_HISTORY_DAYS, writeSandboxHistory, type SandboxHistory } from '../sandbox/scripts/writeSandboxHistory'
import { holdFreePort, type HeldPort } from '../toolchain/processes/holdFreePort'
import { installNameRegistry } from '../sandbox/scripts/installNameRegistry'
import { deploySmartAccountContracts } from '../sandbox/secure-site/smart-account/deploySmartAccountContracts'
import type { SandboxChain, SandboxToken, SandboxUniswapV2 } from '../sandbox/scripts/serve'
import { serveSandbox } from '../sandbox/scripts/serve'
import { build } from '../sandbox/scripts/build'
import { spawnSandboxServer, type SandboxServerProcess } from '../sandbox/scripts/spawnSandboxServer'

const E2E_SETUP_TIMES = Boolean(process.env.E2E_SETUP_TIMES)
/** Set by `npm run test:e2e`: the sandbox builds here; a run of a few files uses the last build. */
const BUILD_SANDBOX = Boolean(process.env.PORTICO_E2E_BUILD)

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string
    /** The same build as the plugin sandbox of `send` (`npm start -- --plugin send` serves it so). */
    sendSandboxUrl: string
    rpcUrl: string
    chains: SandboxChain[]
    tokens: SandboxToken[]
    /** Uniswap V2 on each chain, with ETH/PUSD and PUSD/PEUR pools. */
    uniswapV2: SandboxUniswapV2[]
    /** The NFT collections on each chain (the sandbox account's Portico Passes and spam airdrops are on the first). */
    collections: SandboxCollection[]
    /** The sandbox account's three years of activity on the first chain, which began in the past. */
    sandboxHistory: SandboxHistory
    /** The secure site (embedded wallet frame) origin; it takes requests from the sandbox dapp's origins (127.0.0.1 and localhost). */
    secureSiteUrl: string
    /** Its mail catcher's web UI and REST API (one-time codes, device links). */
    mailWebUrl: string
    /** Its auth service. */
    authUrl: string
    /** Its OpenID provider (social login: one client per provider name, a sign-in page that takes any username). */
    oidcUrl: string
    /** Its Sign In With Farcaster relay (auth-client's `relay`). */
    farcasterRelayUrl: string
    /** The sandbox Farcaster app, where a sign-in link is approved as a sandbox user. */
    farcasterAppUrl: string
    /** Portico Server for the two chains (PGlite in memory): the sandbox dapp's Blockchain API, catalogue and analytics. */
    porticoServerUrl: string
  }
}

/** Two anvil chains, Portico Server for them, the built sandbox (npm run build) and the secure site on free ports, for every browser test. */
export async function setup(project: TestProject) {
  const started = performance.now()
  // Portico Server runs in a process of its own: its store (PGlite) opens there from now on, beside
  // the deploys, whose RPC calls timed out when PGlite's start blocked this event loop.
  const serverProcess = spawnSandboxServer()
  void serverProcess.storeOpen.then((ms) => E2E_SETUP_TIMES && console.log(`the server store (PGlite, own process) open ${ms} ms after its spawn`))
  // The build runs in a process of its own while the chains start and the contracts deploy.
  const built = BUILD_SANDBOX ? timed('the sandbox build', started, () => build('production')) : Promise.resolve(undefined)
  // Awaited later: a failed build must not count as unhandled meanwhile.
  void built.catch(() => undefined)
  try {
    return await startAll(project, started, serverProcess, built)
  } catch (error) {
    await serverProcess.stop()
    throw error
  }
}

async function startAll(project: TestProject, started: number, serverProcess: SandboxServerProcess, built: Promise<string | undefined>) {
  // The first chain begins three years ago: the sandbox account's activity is written into its past.
  const local = await timed('the chains', started, () => startLocalChains([0, 0], Math.floor(Date.now() / 1000) - SANDBOX_HISTORY_DAYS * 86_400))
  const tokens = await deploySandboxTokens(local.chains)
  const uniswapV2 = (await deploySandboxUniswap(local.chains, tokens)).map((pools) => pools.uniswapV2)
  await deploySmartAccountContracts(local.chains)
  if (local.chains[0]) await installNameRegistry(local.chains[0])
  const collections = await deploySandboxCollectibles(local.chains)
  const [first] = local.chains
  const sandboxHistory = first && uniswapV2[0] ? await writeSandboxHistory({ chain: first, tokens, uniswapV2: uniswapV2[0], collections, now: Math.floor(Date.now() / 1000) }) : { written: 0, spam: 0 }
  if (E2E_SETUP_TIMES) console.log(`contracts deployed ${Math.round(performance.now() - started)} ms after the setup began`)
  // The dapp's port is held from now on: the secure site and Portico Server take requests only from
  // listed origins, and no other process (the packages check, the examples) may take the port
  // before the dapp listens.
  const sandboxPort = await holdFreePort()
  const dappOrigins = [`http://127.0.0.1:${sandboxPort.port}`, `http://localhost:${sandboxPort.port}`]
  // Portico Server needs only the chains: it starts while the build runs (setup() stops it on a failure).
  const porticoServerStart = timed('Portico Server', started, () => serverProcess.start({ chains: local.chains, tokens, uniswapV2, collections, port: 0, allowedOrigins: dappOrigins }))
  void porticoServerStart.catch(() => undefined)
  // A held port keeps this process alive: a failed step frees it.
  const { root, secureSite, porticoServer } = await whileHolding(sandboxPort, async () => {
    const root = (await built) ?? fileURLToPath(new URL('../dist/sandbox', import.meta.url))
    // The secure site serves the frame app the build writes (dist/secure-site): it starts after it.
    const secureSite = await timed('the secure site', started, () =>
      startSecureSite({
        allowedDappOrigins: dappOrigins,
        chains: local.chains,
        // 1 ms, so one email logs in again from a second browser (device verification) within a test
        // without waiting; the page's own 30 s cooldown is per browser and still applies, and
        // e2e/secureSiteMail checks the service's own cooldown on an instance of its own.
        emailCooldownMs: 1,
        // Every test's browser is 127.0.0.1: the per-client bounds would count the whole suite as
        // one client. e2e/emailLockout runs the product's bounds on a secure site of its own.
        emailLimits: { connectsPerClientPerMinute: 1_000, approvalMailsPerClientPerHour: 1_000, approvalMailsPerAddressPerHour: 1_000 },
        projects: SCRIPTED_SANDBOX_PROJECTS,
      }),
    )
    return { root, secureSite, porticoServer: await porticoServerStart }
  })
  const server = await serveSandbox({ root, port: sandboxPort.port, chains: local.chains, tokens, uniswapV2, secureSiteUrl: `${secureSite.url}/`, porticoServerUrl: porticoServer.url })
  // No second build: the plugin sandbox is the same page told to run one plugin (on its mocks), on the same chains.
  const sendSandbox = await serveSandbox({ root, port: 0, chains: local.chains, tokens, uniswapV2, plugins: ['send'] })
  project.provide('sandboxUrl', server.url)
  project.provide('sendSandboxUrl', sendSandbox.url)
  project.provide('rpcUrl', local.chains[0]?.rpcUrl ?? '')
  project.provide('chains', local.chains)
  project.provide('tokens', tokens)
  project.provide('uniswapV2', uniswapV2)
  project.provide('collections', collections)
  project.provide('sandboxHistory', sandboxHistory)
  project.provide('secureSiteUrl', secureSite.url)
  project.provide('mailWebUrl', secureSite.mail.webUrl)
  project.provide('authUrl', secureSite.authUrl)
  project.provide('oidcUrl', secureSite.oidcUrl)
  project.provide('farcasterRelayUrl', secureSite.farcaster?.relayUrl ?? '')
  project.provide('farcasterAppUrl', secureSite.farcaster?.appUrl ?? '')
  project.provide('porticoServerUrl', porticoServer.url)
  return async () => {
    await Promise.all([server.close(), sendSandbox.close(), secureSite.stop(), porticoServer.stop()])
    await local.stop()
  }
}

/** Runs `step` while `held` keeps its port, then frees it for its server (on a failure too). */
async function whileHolding<T>(held: HeldPort, step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } finally {
    await held.release()
  }
}

/** Runs a setup step and logs when it was ready, counted from the setup's start (the figure docs/server.md reports). */
async function timed<T>(name: string, started: number, step: () => Promise<T>): Promise<T> {
  const result = await step()
  if (E2E_SETUP_TIMES) console.log(`${name} ready ${Math.round(performance.now() - started)} ms after the setup began`)
  return result
}
