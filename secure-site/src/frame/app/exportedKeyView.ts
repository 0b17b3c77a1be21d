import { walletKeyBlobSchema } from './walletKeys'

/**
 * The exported key in the frame's own page (never the dapp's DOM): the EVM private key and the
 * Solana Ed25519 secret as text, and Done, which only a trusted click answers; the page is
 * removed then. `onShown` tells the page to show the frame meanwhile (PORTICO_USER_STEP_V1).
 * @example await showExportedKey({ document, onShown }, await session.exportKey())
 */
export function showExportedKey({ document, onShown }: { document: Document; onShown: (shown: boolean) => void }, blob: string): Promise<void> {
  const { eip155, solana } = walletKeyBlobSchema.parse(JSON.parse(blob))
  return new Promise((resolve) => {
    const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
      const node = document.createElement(tag)
      if (text !== undefined) node.textContent = text
      if (className !== undefined) node.className = className
      return node
    }
    const root = element('div', undefined, 'approval key-step')
    root.setAttribute('role', 'dialog')
    root.setAttribute('aria-modal', 'true')
    root.setAttribute('aria-label', 'Your wallet key')
    const card = element('div', undefined, 'card')
    const details = element('dl')
    details.append(element('dt', 'EVM private key'), element('dd', eip155, 'method'), element('dt', 'Solana secret key (Ed25519 seed)'), element('dd', solana, 'method'))
    const done = element('button', 'Done', 'approve')
    done.type = 'button'
    done.addEventListener('click', (event) => {
      if (!event.isTrusted) return
      root.remove()
      onShown(false)
      resolve()
    })
    const actions = element('div', undefined, 'actions')
    actions.append(done)
    card.append(element('h1', 'Your wallet key'), element('p', 'Keep it offline. Anyone who has it controls this wallet; nobody can take it back.', 'from'), details, actions)
    root.append(card)
    document.body.append(root)
    onShown(true)
  })
}
