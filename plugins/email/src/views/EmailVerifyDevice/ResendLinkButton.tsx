import { EMAIL_COOLDOWN_MS, getErrorMessage, type AuthHost, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { resendDeviceLink } from '../../actions/resendDeviceLink'
import { emailCatalogue } from '../../i18n/emailCatalogue'
import { uiOf } from '../../ui'
import { useSecondsLeft } from '../parts/useSecondsLeft'
import { useShownError } from '../parts/useShownError'

/** "Resend link", counting down the 30 s cooldown from the last request that went through. */
export function ResendLinkButton({ host, auth, email }: { host: PluginHost; auth: AuthHost; email: string }) {
  const { ErrorAlert } = uiOf(host)
  const t = useAtomValue(host.i18n.translator(emailCatalogue))
  const shown = useShownError(host)
  const requestedAt = useAtomValue(auth.lastEmailLoginTime)
  const resendIn = useSecondsLeft(requestedAt === undefined ? undefined : requestedAt + EMAIL_COOLDOWN_MS)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const resend = async () => {
    setSending(true)
    setError(undefined)
    try {
      await resendDeviceLink(host, auth, email)
      host.notify.toast(t('linkResent'), 'success')
    } catch (failure) {
      host.log.warn('approval link resend failed:', failure)
      setError(getErrorMessage(failure))
    } finally {
      setSending(false)
    }
  }
  return (
    <>
      <ErrorAlert message={shown(error)} />
      <button type="button" className="link small" disabled={sending || resendIn > 0} onClick={() => void resend()}>
        {resendIn > 0 ? t('resendLinkIn', { seconds: resendIn }) : t('resendLink')}
      </button>
    </>
  )
}
