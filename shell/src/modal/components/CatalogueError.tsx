import { useMessages } from '../i18n/useMessages'

/** Says which catalogue request failed and why, with a Retry; the rest of the view still works. */
export function CatalogueError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMessages()
  return (
    <div className="catalogue-error" role="alert">
      <span>{message}</span>
      <button type="button" className="link" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  )
}
