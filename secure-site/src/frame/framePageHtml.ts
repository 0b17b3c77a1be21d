import { SECURE_SITE_CONFIG_ELEMENT_ID, type SecureSiteConfig } from './secureSiteConfig'

/**
 * The built frame page with its config as a JSON data block in `<head>`: data the page parses,
 * never script it runs. `<`, `>` and `&` are escaped so no value can close the element.
 * @example framePageHtml(await readFile('dist/secure-site/index.html', 'utf8'), config)
 */
export function framePageHtml(template: string, config: SecureSiteConfig): string {
  const json = JSON.stringify(config).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
  const block = `<script type="application/json" id="${SECURE_SITE_CONFIG_ELEMENT_ID}">${json}</script>`
  if (!template.includes('</head>')) throw new Error('The frame page template has no </head>')
  return template.replace('</head>', () => `${block}</head>`)
}
