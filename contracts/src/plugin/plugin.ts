import type { Atom, createStore } from 'jotai/vanilla'
import * as z from 'zod/mini'
import type { I18nHost } from '../i18n/catalogue'
import type { AccountState } from '../state/account'
import type { CaipNetwork } from '../state/network'
import type { UiKit } from '../ui/uiKit'
import type { AuthHost } from './authHost'
import type { PluginId } from './pluginId'
import { pluginCommandNameSchema, type PluginCommand, type PluginCommandName } from './commands'
import { pluginIdSchema } from './pluginId'
import { viewNameSchema, type ViewName } from './viewName'

export type JotaiStore = ReturnType<typeof createStore>

/**
 * A React function component, typed without React so contracts stays framework-free.
 * The shell renders it with the shared React singleton.
 */
export type ViewComponent = (props: Record<string, never>) => unknown

export interface ViewDefinition {
  /** Loaded when the view is first shown, so a plugin's entry stays small. Its title is in the description. */
  load: () => Promise<ViewComponent>
}

/** The content of an Account tab the plugin's description names (Tokens, NFTs, Activity). */
export interface AccountTab {
  /** The described tab's label, in English (the shell shows it translated). */
  label: string
  load: () => Promise<ViewComponent>
}

/**
 * What `setup` returns: the code behind the description's views and tabs. `accountActions`, when
 * given, names the actions on show now (by view), a subset of the description's: a plugin may hide
 * one at run time (Buy where buying is restricted). `commands` (4.7.0) are what the shell's
 * controller may call for the dapp (`grantPermissions` of smartSessions).
 */
export interface PluginRegistration {
  views: Record<ViewName, ViewDefinition>
  slots?: { accountActions?: RegisteredAccountAction[]; accountTabs?: AccountTab[] }
  commands?: Readonly<Record<PluginCommandName, PluginCommand>>
  dispose?: () => void
}

/**
 * An account action on show (by view). With `networks` (CAIP-2 ids, 4.6.0), it shows only while
 * the active network is one of them (Swap on the networks the dapp swaps on).
 */
export interface RegisteredAccountAction {
  view: ViewName
  networks?: readonly string[]
}

/** A schema the API client parses a response with: any zod (mini or classic) schema. */
export interface ResponseSchema<T> {
  safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } }
}

type ApiQuery = Record<string, string | number | boolean | readonly string[] | undefined>

/**
 * A JSON client of one backend, lent by the shell: it adds projectId, st and sv, fails a non-OK
 * status with 'HTTP status code: N' (with `retryAfterMs` when the server sent Retry-After) and a
 * response that breaks the schema with 'Something went wrong' (the issues in `cause`, for the log).
 * A failed status whose body names service `reasons` keeps them on the error (4.6.0), so
 * getErrorMessage shows the first reason's description (SPEC section 8).
 */
export interface ApiClient {
  get: <T>(path: string, schema: ResponseSchema<T>, query?: ApiQuery) => Promise<T>
  post: <T>(path: string, schema: ResponseSchema<T>, body: unknown, query?: ApiQuery) => Promise<T>
  url: (path: string, query?: ApiQuery) => string
}

export type ToastVariant = 'success' | 'loading' | 'error' | 'info'

export interface Logger {
  debug: (...args: unknown[]) => void
  info: (...args: unknown[]) => void
  warn: (...args: unknown[]) => void
  error: (...args: unknown[]) => void
}

/** The view on screen and the arguments it was opened with (`open({ view, arguments })`, a described field's value). */
export interface RouteState {
  view: string
  /** What the view was opened with; a `title` among them names it in the header over its described title (a provider's name; 5.3.0). */
  arguments?: Readonly<Record<string, string>>
}

/** The shell's state a plugin may read, as read-only atoms of the host store. */
export interface ShellAtoms {
  /** The view on screen: a plugin view reads the arguments it was opened with here. */
  route: Atom<RouteState>
  account: Atom<AccountState>
  network: Atom<CaipNetwork | undefined>
  /** Networks the dapp configured, for the active namespace. */
  networks: Atom<readonly CaipNetwork[]>
}

export interface Router {
  push: (view: string, args?: Readonly<Record<string, string>>) => void
  replace: (view: string, args?: Readonly<Record<string, string>>) => void
  goBack: () => void
  reset: (view: string) => void
}

/** Everything the shell lends a plugin; a plugin touches nothing else of the shell. */
export interface PluginHost {
  /** The contract version the shell speaks (semver). */
  contractVersion: string
  store: JotaiStore
  atoms: ShellAtoms
  router: Router
  notify: { toast: (message: string, variant: ToastVariant) => void }
  /** EIP-1193 request through the active connector. */
  rpc: { request: (args: { method: string; params?: unknown }) => Promise<unknown> }
  /** Clients of the Blockchain API and the wallet-kit provider API (SPEC section 7). */
  api: { blockchain: ApiClient; walletKit: ApiClient }
  /**
   * The dapp's options the plugin may read: the common ones, and `own`, the values of the
   * `createAppKit` options its description names (`options: ['swapChainIds']`), as the dapp passed
   * them: the plugin parses them with its own schema and defaults (5.0.0).
   */
  options: Readonly<{
    projectId: string
    themeMode: 'dark' | 'light'
    own: Readonly<Record<string, unknown>>
  }>
  log: Logger
  /** The locale, and the plugin's own catalogue bound to it. */
  i18n: I18nHost
  /** The embedded wallet (email and social login), lent to a plugin whose description asks for the `embeddedWallet` capability. */
  auth?: AuthHost
  /** Writes to the shell's account state: lent to a plugin whose manifest asks for `accountProfile` (5.0.0). */
  account?: AccountHost
  /**
   * Since contract 4.11: the shell's view parts (icons, avatar, logos with their fallback, the error
   * alert, the QR code), so every plugin looks like the shell. A plugin narrows it once for JSX:
   * `host.ui as UiKit<ReactNode>`.
   */
  ui: UiKit
}

/** What a plugin may change of the shell's account state. */
export interface AccountHost {
  /**
   * Stores the profile name of `address` (an account name just registered, or found by reverse
   * lookup): the Account view and the account button show it. Ignored when `address` is no longer
   * the active account's; the shell's identity sync may replace it on the next address or network.
   */
  setProfileName: (address: string, name: string) => void
}

/** What a remote's './plugin' module exports by default. */
export interface Plugin {
  id: PluginId
  /** The contract version it was built for (see contractMismatch), fixed at build time. */
  contractVersion: string
  setup: (host: PluginHost) => PluginRegistration | Promise<PluginRegistration>
}

const fn = <T>() => z.custom<T>((value) => typeof value === 'function', 'Expected a function')

/** Validates what a remote's './plugin' module exports before the shell trusts it. */
export const pluginSchema = z.object({
  id: pluginIdSchema,
  contractVersion: z.string(),
  setup: fn<Plugin['setup']>(),
})

/** Validates what `setup` returns. */
export const pluginRegistrationSchema = z.object({
  views: z.record(viewNameSchema, z.object({ load: fn<ViewDefinition['load']>() })),
  slots: z.optional(
    z.object({
      accountTabs: z.optional(z.array(z.object({ label: z.string().check(z.minLength(1)), load: fn<AccountTab['load']>() }))),
      accountActions: z.optional(z.array(z.object({ view: viewNameSchema, networks: z.optional(z.readonly(z.array(z.string()))) }))),
    }),
  ),
  commands: z.optional(z.record(pluginCommandNameSchema, fn<PluginCommand>())),
  dispose: z.optional(fn<() => void>()),
})
