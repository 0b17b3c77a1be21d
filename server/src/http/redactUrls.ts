/**
 * A log text with every http(s) URL cut to its origin: providers put API keys in RPC and API URLs
 * (`https://mainnet.infura.io/v3/<key>`), and node errors quote the URL they failed on.
 * @example redactUrls('HTTP request failed. URL: https://rpc.example/v3/secret') // 'HTTP request failed. URL: https://rpc.example/…'
 */
export function redactUrls(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s"'<>]+/g, (url) => {
    try {
      const parsed = new URL(url)
      return parsed.href === `${parsed.origin}/` ? parsed.origin : `${parsed.origin}/…`
    } catch {
      return '[url]'
    }
  })
}
