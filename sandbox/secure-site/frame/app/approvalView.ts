import type { FrameAppearance } from './createFrameRequestHandler'
import type { Approve, ApprovalRequest } from './approvalRequest'

/** Approve stays disabled this long after the card shows, so a click meant for the page beneath cannot land on it. */
export const APPROVE_ARM_DELAY_MS = 400

const METHOD_TITLES: Record<string, string> = {
  personal_sign: 'Sign a message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send a transaction',
  solana_signMessage: 'Sign a Solana message',
  wallet_sendCalls: 'Send a batch of calls',
  wallet_grantPermissions: 'Grant permissions to a session key',
  wallet_revokePermissions: 'Revoke a session',
}

/**
 * The frame's own approval UI: the document is a transparent empty page until an unsafe request
 * comes; then a card with the dapp's name and origin, the method, what it does, and Approve /
 * Reject. Only a trusted click here approves: the page cannot reach this document.
 * @example
 * const view = createApprovalView(document)
 * view.setAppearance({ themeMode: 'dark' })
 * await view.approve({ method: 'personal_sign', dappName: 'Demo', origin, details }) // true on Approve
 */
export function createApprovalView(document: Document) {
  let appearance: FrameAppearance = {}

  const approve: Approve = (request) =>
    new Promise<boolean>((resolve) => {
      const card = renderCard(document, request, appearance)
      const answer = (approved: boolean) => (event: MouseEvent) => {
        if (!event.isTrusted) return
        card.root.remove()
        resolve(approved)
      }
      card.approve.addEventListener('click', answer(true))
      card.reject.addEventListener('click', answer(false))
      document.body.append(card.root)
      card.root.focus()
      setTimeout(() => {
        card.approve.disabled = false
      }, APPROVE_ARM_DELAY_MS)
    })

  return {
    approve,
    setAppearance(next: FrameAppearance) {
      appearance = { ...next }
    },
  }
}

function renderCard(document: Document, request: ApprovalRequest, { themeMode = 'light', themeVariables = {} }: FrameAppearance) {
  // textContent only: every value comes from the page and must not become markup.
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
    const node = document.createElement(tag)
    if (text !== undefined) node.textContent = text
    if (className !== undefined) node.className = className
    return node
  }
  const root = element('div', undefined, `approval ${themeMode}`)
  root.setAttribute('role', 'dialog')
  root.setAttribute('aria-modal', 'true')
  root.setAttribute('aria-labelledby', 'approval-title')
  root.tabIndex = -1
  const accent = themeVariables['--w3m-accent']
  // setProperty takes one value for one property: a hostile string cannot add declarations.
  if (typeof accent === 'string') root.style.setProperty('--accent', accent)

  const title = element('h1', METHOD_TITLES[request.method] ?? request.method)
  title.id = 'approval-title'
  const from = element('p', undefined, 'from')
  from.append(element('strong', request.dappName ?? 'A dapp'), document.createTextNode(' asks from '), element('span', request.origin, 'origin'))
  const method = element('p', request.method, 'method')
  const details = element('dl')
  for (const { label, value } of request.details) details.append(element('dt', label), element('dd', value))
  const actions = element('div', undefined, 'actions')
  const reject = element('button', 'Reject', 'reject')
  reject.type = 'button'
  const approve = element('button', 'Approve', 'approve')
  approve.type = 'button'
  approve.disabled = true
  actions.append(reject, approve)
  const card = element('div', undefined, 'card')
  card.append(title, from, method, details, actions)
  root.append(card)
  return { root, approve, reject }
}
