import type { PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { NamesAtoms } from '../../atoms'
import { namesCatalogue } from '../../i18n/namesCatalogue'
import { uiOf } from '../../ui'
import { StatusLine } from '../parts/StatusLine'
import { useShownError } from '../parts/useShownError'
import { namesStylesRef } from '../styles'

/**
 * SPEC section 2 RegisterAccountNameSuccess: shown as soon as Register is pressed (loading while
 * the wallet signs and the name is registered), then the name, and the way back to the account.
 */
export function createRegisterAccountNameSuccessView(host: PluginHost, atoms: NamesAtoms) {
  const { ErrorAlert } = uiOf(host)
  return function RegisterAccountNameSuccessView() {
    const registration = useAtomValue(atoms.registration)
    const t = useAtomValue(host.i18n.translator(namesCatalogue))
    const errors = useShownError(host)
    const back = (
      <button type="button" className="button" onClick={() => host.router.reset('Account')}>
        {t('backToAccount')}
      </button>
    )
    if (!registration) {
      return (
        <div ref={namesStylesRef} className="view names-view names-done">
          <p className="muted">{t('noRegistration')}</p>
          {back}
        </div>
      )
    }
    return (
      <div ref={namesStylesRef} className="view names-view names-done">
        {registration.status === 'registering' ? <StatusLine text={t('registering', { name: registration.name })} testId="names-registering" /> : null}
        {registration.status === 'registered' ? (
          <>
            <p className="title truncate" data-testid="names-registered" title={registration.name}>
              {t('registered', { name: registration.name })}
            </p>
            <p className="muted">{t('registeredDetail')}</p>
            {back}
          </>
        ) : null}
        {registration.status === 'failed' ? (
          <>
            <ErrorAlert message={errors.registering(registration.name)} />
            <button type="button" className="button" onClick={() => host.router.replace('RegisterAccountName')}>
              {t('chooseName')}
            </button>
          </>
        ) : null}
      </div>
    )
  }
}
