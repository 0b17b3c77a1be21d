import { CONNECT_METHOD_ORDER, type ConnectMethod } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import type { ComponentType } from 'react'
import { useShellCore } from '../../ShellContext'
import { LegalCheckbox, LegalFooter } from './LegalConsent'
import { WalletSection } from './WalletSection'

// Email and social sections come with their plugins; the order stays the spec's (section 1).
const CONNECT_METHOD_SECTIONS: Record<ConnectMethod, ComponentType | undefined> = {
  email: undefined,
  social: undefined,
  wallet: WalletSection,
}

/** Choose a connection method, in the connect method order (email, social, wallet). */
export function ConnectView() {
  const core = useShellCore()
  const checked = useAtomValue(core.atoms.legalCheckboxChecked)
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = core.options
  const hasLegal = Boolean(terms || privacy)
  const gated = core.features.legalCheckbox && hasLegal

  return (
    <div className="view connect-view">
      {gated ? <LegalCheckbox terms={terms} privacy={privacy} /> : null}
      {/* A disabled fieldset disables every button inside: nothing connects before consent. */}
      <fieldset className="connect-methods" disabled={gated && !checked}>
        {CONNECT_METHOD_ORDER.map((method) => {
          const Section = CONNECT_METHOD_SECTIONS[method]
          return Section ? <Section key={method} /> : null
        })}
      </fieldset>
      {hasLegal && !gated ? <LegalFooter terms={terms} privacy={privacy} /> : null}
    </div>
  )
}
