/** Back (when there is history), the view title, and close. */
export function Header({ title, canGoBack, onBack, onClose }: { title: string; canGoBack: boolean; onBack: () => void; onClose: () => void }) {
  return (
    <header className="header">
      {canGoBack ? (
        <button type="button" className="icon-button" aria-label="Back" onClick={onBack}>
          ‹
        </button>
      ) : (
        <span className="icon-button-placeholder" />
      )}
      <h2 id="portico-modal-title" className="header-title">
        {title}
      </h2>
      <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
        ×
      </button>
    </header>
  )
}
