import fc from 'fast-check'

/** Schemes that must never open from a wallet link, as the issue lists them and a few more. */
export const HOSTILE_SCHEMES = ['javascript', 'vbscript', 'data', 'file', 'blob'] as const

/** Characters browsers strip or ignore inside and around a URL: whitespace, controls, zero-width. */
const SNEAKY = ['\t', '\n', '\r', ' ', '\u0000', '\u0001', '\u001f', '\u007f', '\u00a0', '\u200b', '\u2028', '\ufeff']

/** A scheme in any letter case: `JaVaScRiPt`. */
const anyCase = (scheme: string) =>
  fc.array(fc.boolean(), { minLength: scheme.length, maxLength: scheme.length }).map((upper) => [...scheme].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''))

/** Inserts sneaky characters at random places (leading, embedded, trailing). */
const sprinkle = (value: string) =>
  fc.array(fc.tuple(fc.nat({ max: value.length }), fc.constantFrom(...SNEAKY)), { maxLength: 3 }).map((inserts) =>
    inserts.reduce((text, [at, c]) => `${text.slice(0, at)}${c}${text.slice(at)}`, value),
  )

/**
 * A hostile scheme in any case, with `:` or `://` and a payload, optionally with whitespace or
 * control characters anywhere.
 * @example fc.sample(hostileSchemeUrl, 2) // ['JavaScript://%0aalert(document.domain)//', ' data:text/html,<script>...']
 */
export const hostileSchemeUrl: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...HOSTILE_SCHEMES).chain(anyCase), fc.constantFrom(':', '://', ':/'), fc.constantFrom('%0aalert(document.domain)//', 'alert(1)//', 'text/html,<script>alert(1)</script>', ''))
  .map(([scheme, separator, payload]) => `${scheme}${separator}${payload}`)
  .chain((link) => fc.oneof(fc.constant(link), sprinkle(link)))

/**
 * Links a hostile catalogue or wallet could send as a wallet link: hostile schemes (above), plain
 * http, credentials, queries, relative addresses, and good links with sneaky characters inside.
 */
export const hostileLink: fc.Arbitrary<string> = fc.oneof(
  hostileSchemeUrl,
  fc.constantFrom('http://wallet.example', 'https://user:pass@wallet.example', 'https://wallet.example/?x=1', 'https:wallet.example', '//wallet.example', 'wallet', ''),
  fc.constantFrom('rainbow:', 'metamask://', 'https://wallet.example').chain(sprinkle).filter((link) => /[^\x21-\x7e]/.test(link)),
)
