import type { PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { ComponentType } from 'react'
import type { Availability } from '../../atoms'
import { namesCatalogue } from '../../i18n/namesCatalogue'
import { uiOf } from '../../ui'
import { StatusLine } from '../parts/StatusLine'
import { useShownError } from '../parts/useShownError'

export interface NameAvailabilityProps {
  current: Availability | undefined
}

/** Whether the typed name is being checked, free, taken, or could not be checked. */
export function createNameAvailability(host: PluginHost): ComponentType<NameAvailabilityProps> {
  const { ErrorAlert } = uiOf(host)
  return function NameAvailability({ current }) {
    const t = useAtomValue(host.i18n.translator(namesCatalogue))
    const errors = useShownError(host)
    return (
      <>
        {current?.status === 'checking' ? <StatusLine text={t('checking', { name: current.name })} /> : null}
        {current?.status === 'available' ? (
          <p className="names-available truncate" data-testid="names-availability" title={current.name}>
            {t('available', { name: current.name })}
          </p>
        ) : null}
        {current?.status === 'taken' ? (
          <p className="names-taken truncate" data-testid="names-availability" title={current.name}>
            {t('taken', { name: current.name })}
          </p>
        ) : null}
        <ErrorAlert message={current?.status === 'failed' ? errors.shown(current.error) : undefined} />
      </>
    )
  }
}
