// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createFrameIframe } from './createFrameIframe'

describe('createFrameIframe', () => {
  it('is the hidden, fixed iframe of SPEC section 2 with passkeys allowed for its origin only', () => {
    const iframe = createFrameIframe(document, 'https://secure.example/sdk?projectId=p1', 'https://secure.example')
    expect(iframe.id).toBe('w3m-iframe')
    expect(iframe.name).toBe('w3m-secure-iframe')
    expect(iframe.src).toBe('https://secure.example/sdk?projectId=p1')
    expect(iframe.allow).toBe('publickey-credentials-get https://secure.example; publickey-credentials-create https://secure.example')
    expect(iframe.style.display).toBe('none')
    expect(iframe.style.position).toBe('fixed')
    expect(iframe.isConnected).toBe(false)
  })
})
