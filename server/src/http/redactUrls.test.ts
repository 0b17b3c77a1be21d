import { describe, expect, it } from 'vitest'
import { redactUrls } from './redactUrls'

describe('redactUrls', () => {
  it('keeps only the origin of each URL, so keys in paths, queries and credentials stay out of logs', () => {
    const cause = 'HTTP request failed.\n\nURL: https://mainnet.infura.io/v3/0123abcd\nRequest body: {"method":"eth_call"} (https://user:pass@node.example:8545/?key=s3cret)'
    const redacted = redactUrls(cause)
    expect(redacted).toBe('HTTP request failed.\n\nURL: https://mainnet.infura.io/…\nRequest body: {"method":"eth_call"} (https://node.example:8545/…')
    expect(redacted).not.toMatch(/0123abcd|s3cret|pass/)
    expect(redactUrls('fetch failed for http://127.0.0.1:9')).toBe('fetch failed for http://127.0.0.1:9')
  })
})
