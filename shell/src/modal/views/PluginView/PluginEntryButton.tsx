import type { PluginDescription, PluginId } from '@portico/contracts'
import { DescribedText, useDescribedText } from '../../i18n/describedText'
import { uiKit } from '../../../ui/uiKit'
import { useShellCore } from '../../ShellContext'
import { PluginIcon } from './PluginIcon'

/**
 * A described plugin entry (an Account action, a Connect method) that opens one of its views.
 * Hover or focus is intent: its plugin and that view load, so the click shows it at once. An entry
 * with `popup` opens its sign-in window in the click, and its view with the entry's arguments.
 */
export function PluginEntryButton(props: {
  pluginId: PluginId
  entry: { label: string; view: string; icon?: string | undefined; arguments?: Readonly<Record<string, string>> | undefined; popup?: boolean | undefined }
  description: PluginDescription | undefined
  /** An icon alone (a row of them on Connect), named by its label. */
  compact?: boolean
  /** A chevron at the end: the row opens a view (the Account view's actions). */
  chevron?: boolean
}) {
  const { pluginId, entry, description, compact = false, chevron = false } = props
  const label = useDescribedText(description, entry.label)
  const core = useShellCore()
  const prefetch = () => {
    void core.plugins.lazyView(pluginId, entry.view).load().catch(() => undefined)
    // A sign-in entry (a plugin that asks for it, or one with a popup) also warms the embedded wallet's frame.
    if (description?.capabilities?.includes('prepareEmbeddedWallet') || entry.popup) void core.embeddedWallet?.auth.prepare().catch(() => undefined)
  }
  const open = () => {
    // Before anything loads: popup blockers let a window through only within the click.
    if (entry.popup) core.embeddedWallet?.openPopupForEntry()
    core.modal.push(entry.view, entry.arguments)
  }
  if (compact) {
    return (
      <button type="button" className="list-item icon-only" data-opens={entry.view} aria-label={label} title={label} onPointerEnter={prefetch} onFocus={prefetch} onClick={open}>
        {entry.icon ? <PluginIcon svg={entry.icon} /> : null}
      </button>
    )
  }
  return (
    <button type="button" className="list-item" data-opens={entry.view} onPointerEnter={prefetch} onFocus={prefetch} onClick={open}>
      {entry.icon ? <PluginIcon svg={entry.icon} /> : null}
      <span className="list-item-name">
        <DescribedText description={description} text={entry.label} />
      </span>
      {chevron ? <uiKit.Icon name="chevronRight" size={16} /> : null}
    </button>
  )
}
