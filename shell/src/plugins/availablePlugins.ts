import type { PluginDescription, ResolvedFeatures } from '@portico/contracts'

/**
 * Whether the dapp's features turn a described plugin on: its `features` flag is true, or a list
 * that is not empty (`features.socials`); a plugin that names no flag is always on. The plugins
 * there are come from the plugin index the build writes from `plugins/`: no list is kept here.
 * @example isPluginOn({ feature: { flag: 'legalCheckbox' } }, resolveFeatures({})) // false
 */
export function isPluginOn(description: Pick<PluginDescription, 'feature'>, features: ResolvedFeatures): boolean {
  if (!description.feature) return true
  const value: unknown = features[description.feature.flag]
  return Array.isArray(value) ? value.length > 0 : value === true
}

/**
 * A plugin's connect methods as the dapp lists them: with `feature.listedBy`, those whose argument
 * of that name the dapp's list flag holds, in the list's order (`features.socials`, SPEC section
 * 1); else all of them, in the description's order.
 */
export function listedConnectMethods<T extends { arguments?: Readonly<Record<string, string>> | undefined }>(
  methods: readonly T[],
  description: Pick<PluginDescription, 'feature'> | undefined,
  features: ResolvedFeatures,
): T[] {
  const listedBy = description?.feature?.listedBy
  if (!description?.feature || !listedBy) return [...methods]
  const listed: unknown = features[description.feature.flag]
  if (!Array.isArray(listed)) return []
  return listed.flatMap((value) => methods.filter((method) => method.arguments?.[listedBy] === value))
}
