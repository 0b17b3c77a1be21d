import { useAtomValue } from 'jotai'
import { useShellCore } from '../ShellContext'

export function Toast() {
  const toast = useAtomValue(useShellCore().atoms.toast)
  if (!toast?.open) return null
  return (
    <div className={`toast ${toast.variant}`} role={toast.variant === 'error' ? 'alert' : 'status'} data-testid="toast">
      {toast.message}
    </div>
  )
}
