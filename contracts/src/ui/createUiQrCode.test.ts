import { describe, expect, it, vi } from 'vitest'
import { createUiQrCode } from './createUiQrCode'
import { fakeUiRuntime, type FakeElement } from './testing'

describe('createUiQrCode', () => {
  it('is an empty, labelled box until the encoder has drawn the value, then the code and its logo', async () => {
    const fake = fakeUiRuntime()
    const QrCode = createUiQrCode(fake.runtime)
    const props = { value: 'wc:abc@2?relay-protocol=irn&symKey=00', label: 'QR code', logo: 'https://img.example/w.png', size: 200 }
    const empty = QrCode(props) as FakeElement
    expect(empty.props).toMatchObject({ role: 'img', 'aria-label': 'QR code', 'data-ready': 'false' })
    expect(empty.children).toEqual([null, null])
    fake.runEffects()
    const drawn = await vi.waitFor(() => {
      fake.rerender()
      const next = QrCode(props) as FakeElement
      expect(next.props?.['data-ready']).toBe('true')
      return next
    })
    const [svg, logo] = drawn.children as [FakeElement, FakeElement]
    expect(svg.type).toBe('svg')
    expect(logo.props).toMatchObject({ className: 'ui-qr-logo', src: 'https://img.example/w.png' })
  })
})
