import { createRef } from 'react'
import { createRoot } from 'react-dom/client'

// React's own cost: a button that opens an empty <dialog>.
const dialog = createRef<HTMLDialogElement>()
Object.assign(window, { benchModal: { close: () => dialog.current?.close() } })

createRoot(document.getElementById('root') as HTMLElement).render(
  <>
    <button type="button" id="open" onClick={() => dialog.current?.showModal()}>
      Connect Wallet
    </button>
    <dialog ref={dialog} />
  </>,
)
