import type { ReactUiKit } from './reactUiKit'

/** A failure's message, announced as it appears; nothing when there is none. */
export const ErrorAlert: ReactUiKit['ErrorAlert'] = ({ message, testId }) =>
  message ? (
    <p className="alert" role="alert" data-testid={testId}>
      {message}
    </p>
  ) : null

/** A whole view that cannot go on: the message, a way back and, where it helps, a retry. */
export const Problem: ReactUiKit['Problem'] = ({ message, backLabel, onBack, retry }) => (
  <div className="view ui-problem">
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
