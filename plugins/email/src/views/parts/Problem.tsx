import { emailStylesRef } from '../styles'
import type { PluginHost } from '@portico/contracts'
import { uiOf } from '../../ui'

interface ProblemProps {
  host: PluginHost
  message: string
  backLabel: string
  onBack: () => void
  /** A retry, when trying again can help (a failed request, not a missing email). */
  retry?: { label: string; onRetry: () => void }
}

/** A view that cannot go on: why, a way back and, where it helps, a retry. */
export function Problem({ host, message, backLabel, onBack, retry }: ProblemProps) {
  const { ErrorAlert } = uiOf(host)
  return (
    <div ref={emailStylesRef} className="view email-step">
      <ErrorAlert message={message} />
      <div className="button-row">
        <button type="button" className="list-item" onClick={onBack}>
          {backLabel}
        </button>
        {retry ? (
          <button type="button" className="button" onClick={retry.onRetry}>
            {retry.label}
          </button>
        ) : null}
      </div>
    </div>
  )
}
