// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { ProviderRpcError } from './errors'
import { SANDBOX_WALLET_ICON } from '../../../sandbox/src/wallet/info'
import { createPrompt, PROMPT_HOST_ATTRIBUTE, type PromptRequest } from './prompt'
import { clickPromptButton, findPrompt, waitForPrompt } from '../../../sandbox/src/wallet/testing'

const request = (method: string, details: PromptRequest['details'] = []): PromptRequest => ({
  method,
  origin: 'http://localhost:3000',
  details,
})

const newPrompt = () => createPrompt({ walletName: 'Portico Sandbox Wallet', icon: SANDBOX_WALLET_ICON })

describe('createPrompt', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('resolves when the user clicks Approve, and goes away', async () => {
    const answer = newPrompt().ask(request('personal_sign', [{ label: 'Message', value: 'hello' }]))

    const shown = await clickPromptButton('Approve')

    await expect(answer).resolves.toBeUndefined()
    expect(shown).toContain('Portico Sandbox Wallet')
    expect(shown).toContain('personal_sign')
    expect(shown).toContain('http://localhost:3000')
    expect(shown).toContain('hello')
    expect(findPrompt()).toBeNull()
    expect(document.querySelector(`[${PROMPT_HOST_ATTRIBUTE}]`)).toBeNull()
  })

  it('rejects with 4001 when the user clicks Reject', async () => {
    const answer = newPrompt().ask(request('eth_sendTransaction'))
    // Caught now so the rejection is never unhandled while the click is awaited.
    const settled = answer.catch((error: unknown) => error)

    await clickPromptButton('Reject')

    const error = await settled
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('renders in its own shadow root outside the app, as an accessible dialog', async () => {
    const app = document.createElement('div')
    app.id = 'root'
    document.body.append(app)
    const answer = newPrompt().ask(request('eth_requestAccounts'))
    await waitForPrompt()

    const host = document.querySelector(`[${PROMPT_HOST_ATTRIBUTE}]`)
    expect(host?.parentElement).toBe(document.body)
    expect(app.contains(host)).toBe(false)
    expect(host?.shadowRoot).not.toBeNull()
    const root = findPrompt()
    expect(root?.getAttribute('role')).toBe('dialog')
    expect(getComputedStyle(root!).position).toBe('fixed')
    expect([...root!.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Reject', 'Approve'])

    await clickPromptButton('Approve')
    await answer
  })

  it('shows page-supplied text as text, never as markup', async () => {
    const answer = newPrompt().ask(request('personal_sign', [{ label: 'Message', value: '<img src=x onerror=alert(1)>' }]))

    const prompt = await waitForPrompt()
    expect(prompt.querySelectorAll('img')).toHaveLength(1) // the wallet icon only
    expect(prompt.textContent).toContain('<img src=x onerror=alert(1)>')

    await clickPromptButton('Approve')
    await answer
  })

  it('queues concurrent requests and shows one at a time', async () => {
    const prompt = newPrompt()
    const first = prompt.ask(request('personal_sign'))
    const second = prompt.ask(request('eth_sendTransaction'))
    const settled: string[] = []
    void first.then(() => settled.push('first'))
    void second.catch(() => settled.push('second'))

    const shownFirst = await clickPromptButton('Approve')
    expect(shownFirst).toContain('personal_sign')
    expect(shownFirst).toContain('1 more request waiting')
    expect(document.querySelectorAll(`[${PROMPT_HOST_ATTRIBUTE}]`)).toHaveLength(0)

    const shownSecond = await clickPromptButton('Reject')
    expect(shownSecond).toContain('eth_sendTransaction')
    await first
    await expect(second).rejects.toMatchObject({ code: 4001 })
    expect(settled).toEqual(['first', 'second'])
  })
})
