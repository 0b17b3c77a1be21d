import type { AccountTab } from '@portico/contracts'
import { useState } from 'react'
import { useMessages } from '../../i18n/useMessages'
import { PluginTextView } from '../../i18n/usePluginText'
import { PluginView } from '../PluginView/PluginView'

/** Tabs filled by plugins (Activity by history); the selected one renders lazily. */
export function AccountTabs({ tabs }: { tabs: AccountTab[] }) {
  const [selected, setSelected] = useState(0)
  const t = useMessages()
  const current = tabs[selected] ?? tabs[0]
  if (!current) return null
  return (
    <div className="account-tabs">
      <div role="tablist" aria-label={t('title.Account')} className="tablist">
        {tabs.map((tab, index) => (
          <button
            key={tab.name}
            type="button"
            role="tab"
            id={`account-tab-${index}`}
            aria-selected={tab === current}
            aria-controls="account-tabpanel"
            className="tab"
            onClick={() => setSelected(index)}
          >
            <PluginTextView text={tab.label} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id="account-tabpanel" aria-labelledby={`account-tab-${tabs.indexOf(current)}`}>
        <PluginView key={current.name} definition={current} />
      </div>
    </div>
  )
}
