import type { PluginDescription, PluginId } from '@portico/contracts'
import { DescribedText, useDescribedText } from '../../i18n/describedText'
import { uiKit } from '../../../ui/uiKit'
import { useShellCore } from '../../ShellContext'
import { PluginIcon } from './PluginIcon'
import { readableBrand } from './readableBrand'

/** How an entry is drawn: a full row with a chevron, an icon alone (a row of them on Connect), or an icon over its label (the Account view's actions). */
export type PluginEntryVariant = 'row' | 'icon' | 'tile'

export interface PluginEntryButtonProps {
  pluginId: PluginId
  entry: {
    label: string
    view: string
    icon?: string | undefined
    brand?: string | undefined
    arguments?: Readonly<Record<string, string>> | undefined
    popup?: boolean | undefined
  }
  description: PluginDescription | undefined
  variant?: PluginEntryVariant
}

/**
 * A described plugin entry (an Account action, a Connect method) that opens one of its views.
 * Hover or focus is intent: its plugin and that view load, so the click shows it at once. An entry
 * with `popup` opens its sign-in window in the click, and its view with the entry's arguments.
 */
export function PluginEntryButton({ pluginId, entry, description, variant = 'row' }: PluginEntryButtonProps) {
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
  const icon = entry.icon ? <PluginIcon svg={entry.icon} brand={readableBrand(entry.brand)} /> : null
  const intent = { 'data-opens': entry.view, onPointerEnter: prefetch, onFocus: prefetch, onClick: open }
  if (variant === 'icon') {
    return (
      <button type="button" className="list-item icon-only" aria-label={label} title={label} {...intent}>
        {icon}
      </button>
    )
  }
  if (variant === 'tile') {
    return (
      <button type="button" className="action-tile" {...intent}>
        {icon}
        <span className="action-tile-label">{label}</span>
      </button>
    )
  }
  return (
    <button type="button" className="list-item" {...intent}>
      {icon}
      <span className="list-item-name">
        <DescribedText description={description} text={entry.label} />
      </span>
      <uiKit.Icon name="chevronRight" size={16} />
    </button>
  )
}
