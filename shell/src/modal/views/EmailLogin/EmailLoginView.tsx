import { useAtomValue } from 'jotai'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'
import { EmailFieldEntry } from '../Connect/EmailFieldEntry'

/**
 * Email login alone (a wallet button's `email`, AppKit's EmailLogin view): the field a plugin's
 * description draws (`input: 'email'`); submitting goes on to that plugin's code step.
 */
export function EmailLoginView() {
  const core = useShellCore()
  const t = useMessages()
  const plugins = useAtomValue(core.atoms.plugins)
  // The plugin whose description draws an email field on Connect.
  const pluginId = Object.keys(plugins).find((id) => plugins[id]?.description?.slots.connectMethods?.some((method) => method.input === 'email'))
  const state = pluginId === undefined ? undefined : plugins[pluginId]
  const entry = state?.description?.slots.connectMethods?.find((method) => method.input === 'email')
  // The description is read once the view has painted (see open); until then, an empty view.
  if (core.features.email && !state) return <div className="view" aria-busy="true" />
  if (!state || pluginId === undefined || state.status === 'failed' || !entry) {
    return (
      <p className="view muted" role="alert">
        {t('featureNotAvailable')}
      </p>
    )
  }
  return (
    <div className="view">
      <EmailFieldEntry pluginId={pluginId} entry={entry} description={state.description} />
    </div>
  )
}
