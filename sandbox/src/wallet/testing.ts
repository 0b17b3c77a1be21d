import { PROMPT_HOST_ATTRIBUTE, PROMPT_TEST_ID } from '../../../secure-site/src/wallet/prompt'

/**
 * Test helper: waits for the sandbox wallet prompt and clicks the button with that accessible name,
 * as a user would. Returns the prompt's text, for assertions on what the user was shown.
 * @example
 * const [hash, shown] = await Promise.all([provider.request({ method: 'eth_sendTransaction', params }), clickPromptButton('Approve')])
 */
export async function clickPromptButton(
  name: 'Approve' | 'Reject',
  { document = globalThis.document, timeoutMs = 5_000 } = {},
): Promise<string> {
  const prompt = await waitForPrompt(document, timeoutMs)
  const button = [...prompt.querySelectorAll('button')].find((candidate) => accessibleName(candidate) === name)
  if (!button) throw new Error(`The sandbox wallet prompt has no button named "${name}"`)
  const text = prompt.textContent ?? ''
  button.click()
  return text
}

/** Test helper: the prompt's root element once it is on screen. */
export async function waitForPrompt(document: Document = globalThis.document, timeoutMs = 5_000): Promise<HTMLElement> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const prompt = findPrompt(document)
    if (prompt) return prompt
    if (Date.now() > deadline) throw new Error('The sandbox wallet prompt did not appear')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** The prompt's root element now, or null. */
export function findPrompt(document: Document = globalThis.document): HTMLElement | null {
  for (const host of document.querySelectorAll(`[${PROMPT_HOST_ATTRIBUTE}]`)) {
    const prompt = host.shadowRoot?.querySelector<HTMLElement>(`[data-testid="${PROMPT_TEST_ID}"]`)
    if (prompt) return prompt
  }
  return null
}

// Enough of the accessible-name rules for the prompt's buttons: aria-label, else the text.
function accessibleName(element: HTMLElement): string {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
}
