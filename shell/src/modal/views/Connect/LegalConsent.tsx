import { useAtom } from 'jotai'
import { useShellCore } from '../../ShellContext'

export interface LegalUrls {
  terms: string | undefined
  privacy: string | undefined
}

/** True when the dapp's legal URL (may be relative) opens an http(s) page; else it stays text. */
function isPageUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value, document.baseURI)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/** 'Terms of Service and Privacy Policy', each a link when the dapp gave its URL. */
function LegalLinks({ terms, privacy }: LegalUrls) {
  const link = (href: string, text: string) =>
    isPageUrl(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    ) : (
      text
    )
  return (
    <>
      {terms ? link(terms, 'Terms of Service') : null}
      {terms && privacy ? ' and ' : null}
      {privacy ? link(privacy, 'Privacy Policy') : null}
    </>
  )
}

/** features.legalCheckbox: connecting is disabled until the visitor agrees. */
export function LegalCheckbox(urls: LegalUrls) {
  const core = useShellCore()
  const [checked, setChecked] = useAtom(core.atoms.legalCheckboxChecked)
  return (
    <label className="legal-checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.currentTarget.checked)} />
      <span>
        I agree to our <LegalLinks {...urls} />
      </span>
    </label>
  )
}

/** Without the checkbox, the same links as a note under the wallets. */
export function LegalFooter(urls: LegalUrls) {
  return (
    <p className="legal-footer muted small">
      By connecting your wallet, you agree to our <LegalLinks {...urls} />
    </p>
  )
}
