import type { PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { socialsCatalogue } from '../../i18n/socialsCatalogue'
import { uiOf } from '../../ui'

/** Every view of the plugin when the shell lends no embedded wallet (email and socials off). */
export function createAuthUnavailableView(host: PluginHost) {
  const { Problem } = uiOf(host)
  return function AuthUnavailableView() {
    const t = useAtomValue(host.i18n.translator(socialsCatalogue))
    return <Problem message={t('authUnavailable')} backLabel={t('goBack')} onBack={() => host.router.goBack()} />
  }
}
