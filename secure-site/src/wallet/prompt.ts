import { userRejected } from './errors'

/** What the user is asked to approve. */
export type PromptRequest = {
  method: string
  origin: string
  /** Readable lines under the method, e.g. `{ label: 'To', value: '0x…' }`. */
  details: ReadonlyArray<{ label: string; value: string }>
}

export type Prompt = {
  /** Shows the request once earlier ones are answered; resolves on Approve, rejects with 4001 on Reject. */
  ask(request: PromptRequest): Promise<void>
}

export type CreatePromptParameters = {
  walletName: string
  icon: string
  document?: Document
}

/** Marks the host element the prompt's shadow root hangs on. */
export const PROMPT_HOST_ATTRIBUTE = 'data-portico-sandbox-wallet'
/** The `data-testid` of the prompt's root element inside the shadow root. */
export const PROMPT_TEST_ID = 'sandbox-wallet-prompt'

const STYLE = `
  .backdrop { position: fixed; inset: 0; z-index: 2147483647; display: flex; align-items: center;
    justify-content: center; background: rgb(0 0 0 / 0.45); font: 14px/1.4 system-ui, sans-serif; }
  .card { width: min(420px, calc(100vw - 32px)); max-height: calc(100vh - 32px); overflow: auto;
    box-sizing: border-box; padding: 20px; border-radius: 16px; background: #fff; color: #111;
    box-shadow: 0 12px 40px rgb(0 0 0 / 0.3); }
  header { display: flex; align-items: center; gap: 10px; }
  header img { width: 32px; height: 32px; }
  h2 { margin: 0; font-size: 16px; }
  .method { margin: 12px 0; font-family: ui-monospace, monospace; font-weight: 600; }
  dl { margin: 0; display: grid; gap: 4px 12px; grid-template-columns: max-content 1fr; }
  dt { color: #555; }
  dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 200px; overflow: auto;
    font-family: ui-monospace, monospace; }
  .queued { margin: 12px 0 0; color: #555; }
  .actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 16px; }
  button { font: inherit; padding: 8px 16px; border-radius: 8px; border: 1px solid #bbb;
    background: #fff; cursor: pointer; }
  button.approve { background: #2563eb; border-color: #2563eb; color: #fff; }
`

/**
 * The approval prompt: a fixed overlay in its own shadow root appended to `<body>`, outside any app
 * element, so app styles cannot reach it. Requests queue and are shown one at a time.
 * @example
 * const prompt = createPrompt({ walletName: 'Portico Sandbox Wallet', icon })
 * await prompt.ask({ method: 'personal_sign', origin: location.origin, details: [{ label: 'Message', value: 'hi' }] })
 */
export function createPrompt({ walletName, icon, document = globalThis.document }: CreatePromptParameters): Prompt {
  let queue: Promise<void> = Promise.resolve()
  let waiting = 0

  const show = (request: PromptRequest) =>
    new Promise<void>((resolve, reject) => {
      const host = document.createElement('div')
      host.setAttribute(PROMPT_HOST_ATTRIBUTE, '')
      const root = host.attachShadow({ mode: 'open' })
      // A constructed sheet, not a <style>: the page may run under a strict CSP (e2e/csp.test.ts).
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(STYLE)
      root.adoptedStyleSheets = [sheet]
      root.append(renderPrompt(document, { walletName, icon, request, waiting }, (approved) => {
        host.remove()
        if (approved) resolve()
        else reject(userRejected())
      }))
      document.body.append(host)
    })

  return {
    ask(request) {
      waiting += 1
      const answer = queue.then(() => {
        waiting -= 1
        return show(request)
      })
      queue = answer.catch(() => undefined)
      return answer
    },
  }
}

type PromptView = { walletName: string; icon: string; request: PromptRequest; waiting: number }

function renderPrompt(
  document: Document,
  { walletName, icon, request, waiting }: PromptView,
  answer: (approved: boolean) => void,
): DocumentFragment {
  // Built with textContent only: request details come from the page and must not become markup.
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
    const node = document.createElement(tag)
    if (text !== undefined) node.textContent = text
    if (className !== undefined) node.className = className
    return node
  }

  const backdrop = element('div', undefined, 'backdrop')
  backdrop.dataset.testid = PROMPT_TEST_ID
  backdrop.setAttribute('role', 'dialog')
  backdrop.setAttribute('aria-modal', 'true')
  backdrop.setAttribute('aria-labelledby', 'sandbox-wallet-title')

  const card = element('div', undefined, 'card')
  const header = element('header')
  const image = element('img')
  image.src = icon
  image.alt = ''
  const title = element('h2', walletName)
  title.id = 'sandbox-wallet-title'
  header.append(image, title)

  const details = element('dl')
  for (const { label, value } of [{ label: 'Origin', value: request.origin }, ...request.details]) {
    details.append(element('dt', label), element('dd', value))
  }

  const actions = element('div', undefined, 'actions')
  const reject = element('button', 'Reject', 'reject')
  const approve = element('button', 'Approve', 'approve')
  reject.type = 'button'
  approve.type = 'button'
  reject.addEventListener('click', () => answer(false), { once: true })
  approve.addEventListener('click', () => answer(true), { once: true })
  actions.append(reject, approve)

  card.append(header, element('p', request.method, 'method'), details)
  if (waiting > 0) card.append(element('p', `${waiting} more request${waiting === 1 ? '' : 's'} waiting`, 'queued'))
  card.append(actions)
  backdrop.append(card)

  const fragment = document.createDocumentFragment()
  fragment.append(backdrop)
  return fragment
}
