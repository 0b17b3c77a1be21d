/** Says which catalogue request failed and why, with a Retry; the rest of the view still works. */
export function CatalogueError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="catalogue-error" role="alert">
      <span>{message}</span>
      <button type="button" className="link" onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
