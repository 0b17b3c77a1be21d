import { describe, expect, it } from 'vitest'
import { framePageHtml } from './framePageHtml'
import { SECURE_SITE_CONFIG_ELEMENT_ID, secureSiteConfigSchema } from './secureSiteConfig'

const config = {
  authUrl: 'http://127.0.0.1:5180',
  allowedDappOrigins: ['http://127.0.0.1:5173'],
  chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: '</script><script>alert(1)</script>' }],
}

describe('framePageHtml', () => {
  it('puts the config in a JSON block that no value can close, and it parses back', () => {
    const html = framePageHtml('<!doctype html><html><head><title>x</title></head><body></body></html>', config)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    const json = new RegExp(`<script type="application/json" id="${SECURE_SITE_CONFIG_ELEMENT_ID}">(.*)</script></head>`).exec(html)?.[1]
    expect(secureSiteConfigSchema.parse(JSON.parse(json ?? ''))).toEqual(config)
  })

  it('refuses a template without a head', () => {
    expect(() => framePageHtml('<p>no head</p>', config)).toThrow('no </head>')
  })
})
