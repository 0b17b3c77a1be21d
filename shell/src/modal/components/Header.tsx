import { useMessages } from '../i18n/useMessages'
import { uiKit } from '../../ui/uiKit'

/** Back (when there is history), the view title, and close. */
export function Header({ title, canGoBack, onBack, onClose }: { title: string; canGoBack: boolean; onBack: () => void; onClose: () => void }) {
  const t = useMessages()
  return (
    <header className="header">
      {canGoBack ? (
        <button type="button" className="icon-button" aria-label={t('back')} onClick={onBack}>
          <uiKit.Icon name="back" />
        </button>
      ) : (
        <span className="icon-button-placeholder" />
      )}
      <h2 id="portico-modal-title" className="header-title">
        {title}
      </h2>
      <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
        <uiKit.Icon name="close" />
      </button>
    </header>
  )
}
