import { isEmail, type PluginDescription, type PluginId } from '@portico/contracts'
import { useState, type FormEvent } from 'react'
import { useDescribedText } from '../../i18n/describedText'
import { useMessages } from '../../i18n/useMessages'
import { useShellCore } from '../../ShellContext'

/**
 * A described connect method that is an email field (`input: 'email'`): drawn by the shell before
 * the plugin's code loads. Focus is intent: the plugin's view and the embedded wallet's frame start
 * loading while the user types. Submitting opens the plugin's view with the email as its argument.
 */
export function EmailFieldEntry(props: { pluginId: PluginId; entry: { label: string; view: string }; description: PluginDescription | undefined }) {
  const { pluginId, entry, description } = props
  const core = useShellCore()
  const t = useMessages()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const label = useDescribedText(description, entry.label)
  const prefetch = () => {
    void core.plugins.lazyView(pluginId, entry.view).load().catch(() => undefined)
    void core.embeddedWallet?.auth.prepare().catch(() => undefined)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!isEmail(value)) {
      setInvalid(true)
      return
    }
    core.modal.push(entry.view, { email: value })
  }
  return (
    <form data-opens={entry.view} onSubmit={submit} noValidate>
      <div className="email-field">
        <input
        type="email"
        name="email"
        autoComplete="email"
        placeholder={label}
        aria-label={label}
        aria-invalid={invalid}
        value={email}
        onFocus={prefetch}
        onPointerEnter={prefetch}
        onChange={(event) => {
          setEmail(event.target.value)
          setInvalid(false)
        }}
      />
        <button type="submit" className="button" disabled={email.trim() === ''}>
          {t('emailContinue')}
        </button>
      </div>
      {invalid ? (
        <p className="error" role="alert">
          {t('emailInvalid')}
        </p>
      ) : null}
    </form>
  )
}
