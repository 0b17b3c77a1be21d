import { useState } from 'react'
import { DescribedText } from '../../i18n/describedText'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'
import { PluginUnavailable } from '../PluginView/PluginUnavailable'
import { PluginView } from '../PluginView/PluginView'
import type { AccountTabEntry } from './accountTabEntries'
import { tokensTabDefinition } from './TokensTab/tokensTabDefinition'

/** Tokens (the shell's), then the tabs plugins describe (NFTs, Activity by history); the selected one loads and renders lazily. */
export function AccountTabs({ tabs }: { tabs: AccountTabEntry[] }) {
  const core = useShellCore()
  const [selected, setSelected] = useState(0)
  const t = useMessages()
  const current = tabs[selected] ?? tabs[0]
  if (!current) return null
  return (
    <div className="account-tabs">
      <div role="tablist" aria-label={t('title.Account')} className="tablist">
        {tabs.map((tab, index) => (
          <button
            key={`${tab.owner}-${tab.label}`}
            type="button"
            role="tab"
            id={`account-tab-${index}`}
            aria-selected={tab === current}
            aria-controls="account-tabpanel"
            className="tab"
            onClick={() => setSelected(index)}
          >
            {tab.owner === 'shell' ? t('tab.Tokens') : <DescribedText description={tab.description} text={tab.label} />}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="account-tabpanel" className="tab-panel fade-edges" tabIndex={0} aria-labelledby={`account-tab-${tabs.indexOf(current)}`}>
        {current.owner === 'shell' ? (
          <PluginView key="shell-Tokens" definition={tokensTabDefinition} />
        ) : current.unavailable === undefined ? (
          <PluginView key={current.label} definition={core.plugins.lazyTab(current.pluginId, current.label)} />
        ) : (
          <PluginUnavailable label={current.label} reason={current.unavailable} pluginId={current.pluginId} description={current.description} />
        )}
      </div>
    </div>
  )
}
