import type { FrameAppearance } from './createFrameRequestHandler'
import type { ApprovalRequest } from './approvalRequest'

const METHOD_TITLES: Record<string, string> = {
  personal_sign: 'Sign a message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send a transaction',
  solana_signMessage: 'Sign a Solana message',
  wallet_sendCalls: 'Send a batch of calls',
  wallet_grantPermissions: 'Grant permissions to a session key',
  wallet_revokePermissions: 'Revoke a session',
  portico_exportKey: 'Export your wallet key',
  portico_deleteAccount: 'Delete your wallet account',
}

/** The card's parts its owner wires: the root to add, the card to watch, the two buttons and a line for notes. */
export type ApprovalCard = { root: HTMLElement; card: HTMLElement; approve: HTMLButtonElement; reject: HTMLButtonElement; note: HTMLElement }

/**
 * The approval card, the same in the frame and in the secure popup: the dapp's name and origin,
 * the top-level site when it is another, the method and its details, then Reject and the approve
 * button (labelled `approveLabel`, disabled until its owner arms it). Text only: every value comes
 * from the page and must not become markup.
 * @example const card = renderApprovalCard(document, request, { themeMode: 'dark' }, 'Approve')
 */
export function renderApprovalCard(document: Document, request: ApprovalRequest, { themeMode = 'light', themeVariables = {} }: FrameAppearance, approveLabel: string): ApprovalCard {
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
  if (request.topOrigin !== undefined && request.topOrigin !== request.origin) from.append(document.createTextNode(' inside the site '), element('span', request.topOrigin, 'origin top-origin'))
  const method = element('p', request.method, 'method')
  const details = element('dl')
  for (const { label, value } of request.details) details.append(element('dt', label), element('dd', value))
  const note = element('p', undefined, 'note')
  note.setAttribute('role', 'status')
  const actions = element('div', undefined, 'actions')
  const reject = element('button', 'Reject', 'reject')
  reject.type = 'button'
  const approve = element('button', approveLabel, 'approve')
  approve.type = 'button'
  approve.disabled = true
  actions.append(reject, approve)
  const card = element('div', undefined, 'card')
  card.append(title, from, method, details, note, actions)
  root.append(card)
  return { root, card, approve, reject, note }
}
