import { featuresSchema, pluginIdSchema } from '@portico/contracts'
import { sandboxChainSchema, sandboxTokenSchema, sandboxUniswapV2Schema } from '@portico/contracts/testing'
import * as z from 'zod/mini'

/** Written by the sandbox server into /sandbox-config.js, so one build serves any anvil port. */
const sandboxConfigSchema = z.object({
  chains: z.array(sandboxChainSchema).check(z.minLength(1)),
  /** The ERC-20s deployed at start; the mock Blockchain API reads their balances and transfers. */
  tokens: z._default(z.array(sandboxTokenSchema), []),
  /** Uniswap V2 on the chains: the swaps mocks answer quotes and build swaps against it. */
  uniswapV2: z._default(z.array(sandboxUniswapV2Schema), []),
  /** The plugin sandbox: only these plugins run (with their mocks); absent, every plugin built. */
  plugins: z.optional(z.array(pluginIdSchema)),
  /** The sandbox secure site's frame page (the embedded wallet), when one runs. */
  secureSiteUrl: z.optional(z.string().check(z.regex(/^https?:\/\//))),
  /**
   * Portico Server for the local chains (`npm start`, the e2e setup): the dapp's Blockchain API,
   * wallet catalogue and analytics. Absent (the plugin sandbox), MSW answers them in the page.
   */
  porticoServerUrl: z.optional(z.string().check(z.regex(/^https?:\/\//))),
  /** The local WalletConnect relay `npm start` runs; absent, the dapp keeps the real relay. */
  walletConnectRelayUrl: z.optional(z.string().check(z.regex(/^wss?:\/\//))),
})
export type SandboxConfig = z.infer<typeof sandboxConfigSchema>

declare global {
  interface Window {
    __porticoSandbox?: unknown
  }
}

export function readSandboxConfig(win: Window): SandboxConfig {
  const parsed = sandboxConfigSchema.safeParse(win.__porticoSandbox ?? { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Anvil' }] })
  if (!parsed.success) throw new Error(`Invalid sandbox config: ${parsed.error.issues[0]?.message}`)
  return parsed.data
}

const booleanParam = z.pipe(z.enum(['true', 'false']), z.transform((v) => v === 'true'))

/**
 * Page query parameters the sandbox (and its browser tests) use to vary createAppKit options:
 * `?features=receive:false,send:true`, `?pluginUrl.receive=https://...`, `?embedded=true`,
 * `?siwx=optional|required` (sign-in with the in-browser SIWX), `?locale=ar` (the modal's language),
 * `?secureSite=URL` and `?secureSiteTimeoutMs=N` (another secure site, a shorter frame timeout),
 * `?swapChainIds=31337` (the chains Swap is offered on; default those with the sandbox's pools),
 * `?projectId=portico-keys` (another project on the secure site: that one asks for the wallet's recovery factor).
 */
export function readQueryOptions(search: string) {
  const params = new URLSearchParams(search)
  const features = Object.fromEntries(
    (params.get('features') ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [key, value] = pair.split(':')
        return [key, booleanParam.parse(value)]
      }),
  )
  const pluginUrls = Object.fromEntries(
    [...params.entries()]
      .filter(([key]) => key.startsWith('pluginUrl.'))
      .map(([key, value]) => [pluginIdSchema.parse(key.slice('pluginUrl.'.length)), value]),
  )
  const siwx = z.optional(z.enum(['optional', 'required'])).parse(params.get('siwx') ?? undefined)
  const locale = params.get('locale') ?? undefined
  // The embedded wallet's fault path: `?secureSite=http://127.0.0.1:1/&secureSiteTimeoutMs=2000`.
  const secureSiteUrl = z.optional(z.string().check(z.regex(/^https?:\/\//))).parse(params.get('secureSite') ?? undefined)
  const secureSiteTimeoutMs = z.optional(z.coerce.number().check(z.int(), z.positive())).parse(params.get('secureSiteTimeoutMs') ?? undefined)
  const projectId = z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,64}$/))).parse(params.get('projectId') ?? undefined)
  const swapChainIds = params.get('swapChainIds')?.split(',').filter(Boolean).map((id) => z.coerce.number().check(z.int(), z.positive()).parse(id))
  return {
    // Smart sessions are off by default (SPEC section 1); the sandbox shows them unless told not to.
    features: featuresSchema.parse({ smartSessions: true, ...features }),
    ...(swapChainIds ? { swapChainIds } : {}),
    pluginUrls,
    embedded: params.get('embedded') === 'true',
    siwx,
    ...(locale ? { locale } : {}),
    ...(secureSiteUrl ? { secureSiteUrl } : {}),
    ...(secureSiteTimeoutMs ? { secureSiteTimeoutMs } : {}),
    projectId: projectId ?? 'portico-sandbox',
  }
}

/**
 * Query parameters for the wallet catalogue: `?legal=true` turns on the legal checkbox with terms
 * and privacy links; `?walletApiFailures=N` makes the first N catalogue requests answer 503.
 */
export function readCatalogueQuery(search: string) {
  const params = new URLSearchParams(search)
  const legal = params.get('legal') === 'true'
  return {
    features: legal ? { legalCheckbox: true } : {},
    legalUrls: legal ? { termsConditionsUrl: '/terms', privacyPolicyUrl: '/privacy' } : {},
    walletApiFailures: z.coerce.number().check(z.int(), z.nonnegative()).parse(params.get('walletApiFailures') ?? 0),
  }
}

/**
 * Query parameters for WalletConnect: `?relay=ws://127.0.0.1:PORT` pairs through a local relay,
 * `?wcPairingLifetime=MS` shortens the pairing URI lifetime (browser tests of the refresh) and
 * `?adapters=none` starts without adapters (the basic WalletConnect view).
 */
export function readWalletConnectQuery(search: string) {
  const params = new URLSearchParams(search)
  const relay = z.optional(z.string().check(z.regex(/^wss?:\/\//))).parse(params.get('relay') ?? undefined)
  const lifetime = z.optional(z.coerce.number().check(z.int(), z.positive())).parse(params.get('wcPairingLifetime') ?? undefined)
  return {
    ...(relay ? { walletConnectRelayUrl: relay } : {}),
    ...(lifetime ? { walletConnectPairingLifetimeMs: lifetime } : {}),
    ...(params.get('adapters') === 'none' ? { adapters: [] } : {}),
  }
}
