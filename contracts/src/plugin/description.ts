import * as z from 'zod/mini'
import { chainNamespaceSchema } from '../caip/chainNamespace'
import type { Locale } from '../i18n/locale'
import { localeSchema } from '../i18n/localeSchema'
import { pluginManifestShape } from './manifest'
import { pluginIdSchema } from './pluginId'
import { viewNameSchema } from './viewName'

const label = z.string().check(z.minLength(1), z.maxLength(40))
const namespaces = z.optional(z.array(chainNamespaceSchema).check(z.minLength(1)))

/**
 * An entry's icon: SVG source of at most 4 kB. The shell draws it as an image mask (a data URI in
 * CSS), never as markup, so a description is data even when it comes from another origin.
 */
export const svgIconSchema = z.string().check(z.maxLength(4096), z.regex(/^<svg[\s>][\s\S]*<\/svg>$/, 'Expected SVG source'))

/** Connector types an entry shows for (SPEC section 3); none: every connection. */
const connectorTypes = z.optional(z.array(z.enum(['AUTH', 'MULTI_CHAIN', 'ANNOUNCED', 'INJECTED', 'WALLET_CONNECT', 'EXTERNAL'])).check(z.minLength(1)))

/**
 * A button on the Account view that opens one of the plugin's views, on the given namespaces and,
 * with `connectorTypes`, only while the active connection is of one of them (AUTH: the embedded wallet).
 * With `withoutProfileName`, only while the account has no profile name (choosing one).
 */
export const accountActionSchema = z.object({
  label,
  view: viewNameSchema,
  icon: z.optional(svgIconSchema),
  namespaces,
  connectorTypes,
  withoutProfileName: z.optional(z.boolean()),
})
export type AccountAction = z.infer<typeof accountActionSchema>

/** A tab of the Account view (Tokens, NFTs, Activity) that the plugin fills. */
export const accountTabDescriptionSchema = z.object({ label, namespaces })

/**
 * An entry of the Connect view (email, a social login) that opens one of the plugin's views. With
 * `input`, the entry is a field of that kind (the shell draws it, labelled `label`, before the
 * plugin's code loads); submitting it opens the view with `{ [input]: value }` as its arguments.
 * `method` is the connect method it belongs to: the shell shows the groups in the spec's order
 * (email, social, wallet; SPEC section 1).
 */
export const connectMethodSchema = z.object({
  method: z.enum(['email', 'social']),
  label,
  view: viewNameSchema,
  icon: z.optional(svgIconSchema),
  /** The brand's colour (`#rrggbb`): the shell draws the icon white on a disc of it where white on it reads (3:1), else in the text colour (5.3.0). */
  brand: z.optional(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Expected a #rrggbb colour'))),
  namespaces,
  input: z.optional(z.enum(['email'])),
  /** What the view opens with (`{ provider: 'google' }`): one view can serve several entries. */
  arguments: z.optional(z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(80)))),
  /**
   * The entry signs in in a window of its own: the shell opens it in the click handler, before any
   * code loads, so popup blockers let it through (AuthHost.connectSocial then uses it).
   */
  popup: z.optional(z.boolean()),
})
export type ConnectMethodEntry = z.infer<typeof connectMethodSchema>

/**
 * What a token row of the Account view's Tokens tab opens: the view, with the token as its
 * arguments (`sendTokenArguments`: `{ token }`, its CAIP-10 address or 'native'). The first plugin
 * on that offers one wins.
 */
export const tokenActionSchema = z.object({ view: viewNameSchema })
export type TokenAction = z.infer<typeof tokenActionSchema>

const slotsSchema = z.object({
  accountActions: z.optional(z.array(accountActionSchema).check(z.maxLength(8))),
  accountTabs: z.optional(z.array(accountTabDescriptionSchema).check(z.maxLength(4))),
  connectMethods: z.optional(z.array(connectMethodSchema).check(z.maxLength(8))),
  tokenAction: z.optional(tokenActionSchema),
})

const describedFields = {
  id: pluginIdSchema,
  /** Its views and their header titles. */
  views: z.record(viewNameSchema, z.object({ title: label })),
  /** Where it shows: the shell renders these entries before the plugin's code has loaded. */
  slots: slotsSchema,
}

type Described = { views: Record<string, unknown>; slots: z.infer<typeof slotsSchema> }

// Every entry opens one of the plugin's own views.
const opensOwnViews = (description: Described) =>
  [...(description.slots.accountActions ?? []), ...(description.slots.connectMethods ?? []), ...(description.slots.tokenAction ? [description.slots.tokenAction] : [])].every(
    ({ view }) => view in description.views,
  )
const ownViews = z.refine<Described>(opensOwnViews, { error: 'An entry opens a view the plugin does not have' })

/**
 * What a plugin writes in its `src/description.ts`: where it shows, readable without running it.
 * The build adds its version and contract version (pluginDescriptionSchema).
 * @example pluginDescriptionSourceSchema.parse({ id: 'receive', views: { WalletReceive: { title: 'Receive' } }, slots: { accountActions: [{ label: 'Receive', view: 'WalletReceive' }] } })
 */
export const pluginDescriptionSourceSchema = z.object(describedFields).check(ownViews)
export type PluginDescriptionSource = z.infer<typeof pluginDescriptionSourceSchema>

/**
 * A plugin's static description (`description.json` next to its remote entry, and in the plugin
 * index): its own version, the contract version it was built for, its manifest (package.json
 * `portico`: feature flag, commands, capabilities, options), its views and slots.
 */
export const pluginDescriptionSchema = z
  .object({
    ...describedFields,
    ...pluginManifestShape,
    version: z.string().check(z.regex(/^\d+\.\d+\.\d+/, 'Expected a semver version')),
    contract: z.string().check(z.minLength(1), z.maxLength(32)),
    /** Its titles and labels in the other shipped locales, by English text (from its catalogue). */
    translations: z.optional(z.partialRecord(localeSchema, z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(80))))),
  })
  .check(ownViews)
export type PluginDescription = z.infer<typeof pluginDescriptionSchema>

/**
 * The plugin index the build writes at the plugin base URL (`plugins/index.json`): the
 * descriptions of the plugins deployed there. Items are read one by one (an invalid one is left
 * out), at most 32.
 */
export const pluginIndexSchema = z.object({ plugins: z.array(z.unknown()).check(z.maxLength(32)) })

/**
 * True when an entry with these namespaces shows on `namespace` (no namespaces: everywhere) and,
 * when it names connector types and a connection's type is given, for that type.
 */
export const showsOn = (entry: { namespaces?: readonly string[] | undefined; connectorTypes?: readonly string[] | undefined }, namespace: string | undefined, connectorType?: string): boolean =>
  (!entry.namespaces || (namespace !== undefined && entry.namespaces.includes(namespace))) &&
  (!entry.connectorTypes || connectorType === undefined || entry.connectorTypes.includes(connectorType))

/**
 * Why a plugin's registration does not fit its description, or undefined when it does: the same
 * views, a tab for every described tab, and account actions (when given) among the described ones.
 * @example registrationMismatch(description, await plugin.setup(host)) // undefined
 */
export function registrationMismatch(
  description: PluginDescriptionSource,
  registration: { views: Record<string, unknown>; slots?: { accountActions?: { view: string }[]; accountTabs?: { label: string }[] } },
): string | undefined {
  const [described, registered] = [Object.keys(description.views).sort(), Object.keys(registration.views).sort()]
  if (described.join() !== registered.join()) return `its views (${registered.join(', ')}) are not the described ones (${described.join(', ')})`
  const tabs = registration.slots?.accountTabs?.map((tab) => tab.label) ?? []
  const missingTab = description.slots.accountTabs?.find((tab) => !tabs.includes(tab.label))
  if (missingTab) return `it has no content for the described tab "${missingTab.label}"`
  const actions = description.slots.accountActions?.map((action) => action.view) ?? []
  const extra = registration.slots?.accountActions?.find((action) => !actions.includes(action.view))
  if (extra) return `it shows an action for ${extra.view}, which its description does not`
  return undefined
}

/**
 * A description's title or label in `locale`: its translation when the plugin ships one, else the
 * English text it was written in.
 * @example describedText(description, 'es', 'Send') // 'Enviar'
 */
export const describedText = (description: Pick<PluginDescription, 'translations'> | undefined, locale: Locale, text: string): string =>
  description?.translations?.[locale]?.[text] ?? text
