import { useAtomValue } from 'jotai'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'
import { EmailFieldEntry } from '../Connect/EmailFieldEntry'

/**
 * Email login alone (a wallet button's `email`, AppKit's EmailLogin view): the email plugin's
 * field, drawn from its description; submitting goes on to the plugin's code step.
 */
export function EmailLoginView() {
  const core = useShellCore()
  const t = useMessages()
  const state = useAtomValue(core.atoms.plugins).email
  const entry = state?.description?.slots.connectMethods?.find((method) => method.input === 'email')
  // The description is read once the view has painted (see open); until then, an empty view.
  if (core.features.email && !state) return <div className="view" aria-busy="true" />
  if (!state || state.status === 'failed' || !entry) {
    return (
      <p className="view muted" role="alert">
        {t('featureNotAvailable')}
      </p>
    )
  }
  return (
    <div className="view">
      <EmailFieldEntry pluginId="email" entry={entry} description={state.description} />
    </div>
  )
}
