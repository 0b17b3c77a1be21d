import { useAtom } from 'jotai'
import type { ModalMessageKey } from '../../i18n/modalCatalogue'
import { richText } from '../../i18n/richText'
import { useMessages } from '../../i18n/useMessages'
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

/** 'I agree to our Terms of Service and Privacy Policy' (or the footer's wording), each a link when the dapp gave its URL. */
function LegalSentence({ terms, privacy, message }: LegalUrls & { message: ModalMessageKey }) {
  const t = useMessages()
  const link = (href: string, text: string) =>
    isPageUrl(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    ) : (
      text
    )
  const links = terms && privacy ? 'both' : terms ? 'terms' : 'privacy'
  return richText((args) => t(message, { ...args, links }), {
    terms: terms ? link(terms, t('termsOfService')) : null,
    privacy: privacy ? link(privacy, t('privacyPolicy')) : null,
  })
}

/** features.legalCheckbox: connecting is disabled until the visitor agrees. */
export function LegalCheckbox(urls: LegalUrls) {
  const core = useShellCore()
  const [checked, setChecked] = useAtom(core.atoms.legalCheckboxChecked)
  return (
    <label className="legal-checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.currentTarget.checked)} />
      <span>
        <LegalSentence {...urls} message="legalAgree" />
      </span>
    </label>
  )
}

/** Without the checkbox, the same links as a note under the wallets. */
export function LegalFooter(urls: LegalUrls) {
  return (
    <p className="legal-footer muted small">
      <LegalSentence {...urls} message="legalFooter" />
    </p>
  )
}
