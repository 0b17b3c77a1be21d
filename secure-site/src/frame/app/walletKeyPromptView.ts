import { RECOVERY_PASSWORD_MIN_LENGTH } from './keyShares/recoveryPasswordKey'
import type { FactorChoice } from './keyShares/recoveryFactorKey'
import type { WalletKeyPrompt } from './keyShares/unlockWallet'
import { FrameRequestError } from './frameRequestError'

/** The user closed the frame's key step: the login stops, no key was made or rebuilt. */
export const KEY_STEP_CANCELLED_MESSAGE = 'The wallet was not unlocked'

/** The rule a new recovery password must meet, shown under the field and in docs/security.md. */
export const RECOVERY_PASSWORD_RULE = `At least ${RECOVERY_PASSWORD_MIN_LENGTH} characters, not one character repeated. Nobody, us included, can reset it.`

/** Why a new recovery password is refused, or undefined when it is good. */
export function recoveryPasswordProblem(password: string, repeated: string): string | undefined {
  if (password.length < RECOVERY_PASSWORD_MIN_LENGTH) return `Use a recovery password of at least ${RECOVERY_PASSWORD_MIN_LENGTH} characters`
  if (new Set(password).size < 2) return 'Use more than one character in your recovery password'
  if (password !== repeated) return 'The two recovery passwords differ'
  return undefined
}

type Step = { title: string; intro: string; password?: { label: string; confirm: boolean; submitLabel: string }; passkeyLabel?: string }

/**
 * The frame's own page for the wallet key (never the dapp's DOM): on a first login the user chooses
 * a recovery factor, on a new device gives it again. `onShown` tells the page to show the frame
 * (PORTICO_USER_STEP_V1). Only trusted clicks submit; the password never leaves the frame.
 * @example const prompt = createWalletKeyPromptView({ document, onShown: (shown) => parent.postMessage(frameUserStep(shown), origin) })
 */
export function createWalletKeyPromptView({ document, onShown }: { document: Document; onShown: (shown: boolean) => void }): WalletKeyPrompt {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
    const node = document.createElement(tag)
    if (text !== undefined) node.textContent = text
    if (className !== undefined) node.className = className
    return node
  }

  const show = (step: Step, submit: (choice: FactorChoice) => Promise<void>) =>
    new Promise<void>((resolve, reject) => {
      const root = element('div', undefined, 'approval key-step')
      root.setAttribute('role', 'dialog')
      root.setAttribute('aria-modal', 'true')
      root.setAttribute('aria-labelledby', 'key-step-title')
      const card = element('div', undefined, 'card')
      const title = element('h1', step.title)
      title.id = 'key-step-title'
      card.append(title, element('p', step.intro, 'from'))
      const note = element('p', undefined, 'note')
      note.setAttribute('aria-live', 'polite')
      const actions = element('div', undefined, 'actions')
      const cancel = element('button', 'Cancel', 'reject')
      cancel.type = 'button'
      actions.append(cancel)
      const buttons: HTMLButtonElement[] = [cancel]
      const run = async (choice: FactorChoice, check?: () => string | undefined) => {
        const problem = check?.()
        if (problem) return say(problem, true)
        for (const button of buttons) button.disabled = true
        say('Working…', false)
        try {
          await submit(choice)
          finish()
          resolve()
        } catch (error) {
          say(error instanceof Error ? error.message : String(error), true)
          for (const button of buttons) button.disabled = false
        }
      }
      const say = (text: string, isError: boolean) => {
        note.textContent = text
        if (isError) note.setAttribute('role', 'alert')
        else note.removeAttribute('role')
      }
      // A passkey, where the browser offers one, comes first and is the main action; the password is the alternative.
      if (step.passkeyLabel) {
        const button = element('button', step.passkeyLabel, 'approve')
        button.type = 'button'
        button.addEventListener('click', (event) => {
          if (event.isTrusted) void run({ kind: 'passkey' })
        })
        if (step.password) card.append(button, element('p', 'Or set a recovery password instead:', 'method'))
        else actions.append(button)
        buttons.push(button)
      }
      if (step.password) {
        const field = (label: string) => {
          const wrapper = element('label', label)
          const input = element('input')
          input.type = 'password'
          input.autocomplete = step.password?.confirm ? 'new-password' : 'current-password'
          wrapper.append(input)
          card.append(wrapper)
          return input
        }
        const password = field(step.password.label)
        const repeated = step.password.confirm ? field('Repeat the recovery password') : undefined
        if (step.password.confirm) card.append(element('p', RECOVERY_PASSWORD_RULE, 'method'))
        const button = element('button', step.password.submitLabel, step.passkeyLabel ? undefined : 'approve')
        button.type = 'button'
        button.addEventListener('click', (event) => {
          if (!event.isTrusted) return
          void run({ kind: 'password', password: password.value }, repeated ? () => recoveryPasswordProblem(password.value, repeated.value) : undefined)
        })
        actions.append(button)
        buttons.push(button)
      }
      const finish = () => {
        root.remove()
        onShown(false)
      }
      cancel.addEventListener('click', (event) => {
        if (!event.isTrusted) return
        finish()
        reject(new FrameRequestError(KEY_STEP_CANCELLED_MESSAGE, 4001))
      })
      card.append(note, actions)
      root.append(card)
      document.body.append(root)
      onShown(true)
      card.querySelector<HTMLElement>('button.approve, input')?.focus()
    })

  return {
    chooseFactor: ({ passkey }, submit) =>
      show(
        {
          title: 'Protect your wallet',
          intro: 'Choose how you will unlock this wallet on a new device. Your key is split: this device keeps one part, and the other parts open only with your sign-in and this factor.',
          password: { label: 'Recovery password', confirm: true, submitLabel: 'Set recovery password' },
          ...(passkey ? { passkeyLabel: 'Use a passkey' } : {}),
        },
        submit,
      ),
    enterFactor: (kind, submit) =>
      show(
        kind === 'password'
          ? { title: 'Unlock your wallet', intro: 'This device is new to your wallet. Enter your recovery password.', password: { label: 'Recovery password', confirm: false, submitLabel: 'Unlock' } }
          : { title: 'Unlock your wallet', intro: 'This device is new to your wallet. Use the passkey you protected it with.', passkeyLabel: 'Use your passkey' },
        submit,
      ),
  }
}
