import { socialsStylesRef } from '../styles'
import { ErrorAlert } from './ErrorAlert'

interface ProblemProps {
  message: string
  backLabel: string
  onBack: () => void
  /** A retry, when trying again can help (a failed sign-in, not a missing provider). */
  retry?: { label: string; onRetry: () => void }
}

/** A view that cannot go on: why, a way back and, where it helps, a retry. */
export function Problem({ message, backLabel, onBack, retry }: ProblemProps) {
  return (
    <div ref={socialsStylesRef} className="view socials-step">
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
