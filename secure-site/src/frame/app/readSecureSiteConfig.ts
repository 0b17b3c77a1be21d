import { SECURE_SITE_CONFIG_ELEMENT_ID, secureSiteConfigSchema, type SecureSiteConfig } from '../secureSiteConfig'

/**
 * The config the server put in the page as JSON data (framePageHtml), parsed; throws when it is
 * missing or wrong, since the frame cannot work without it.
 * @example const config = readSecureSiteConfig(document)
 */
export function readSecureSiteConfig(document: Pick<Document, 'getElementById'>): SecureSiteConfig {
  const text = document.getElementById(SECURE_SITE_CONFIG_ELEMENT_ID)?.textContent
  if (!text) throw new Error(`The page has no #${SECURE_SITE_CONFIG_ELEMENT_ID} config`)
  return secureSiteConfigSchema.parse(JSON.parse(text))
}
