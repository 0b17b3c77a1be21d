import { useAtomValue } from 'jotai'
import { useShownMessage } from '../i18n/useMessages'
import { useShellCore } from '../ShellContext'

export function Toast() {
  const toast = useAtomValue(useShellCore().atoms.toast)
  const shown = useShownMessage()
  if (!toast?.open) return null
  return (
    <div className={`toast ${toast.variant}`} role={toast.variant === 'error' ? 'alert' : 'status'} data-testid="toast">
      {shown(toast.message)}
    </div>
  )
}
