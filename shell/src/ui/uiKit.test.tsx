// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { uiKit } from './uiKit'

const { Logo, ErrorAlert, Icon, QrCode, Avatar, Problem } = uiKit

afterEach(cleanup)

describe('the UI kit, drawn with React', () => {
  it('shows a logo from the data and its letter badge once the image fails', () => {
    const { container } = render(<Logo src="https://cdn.example/usdc.png" name="USDC" />)
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe('https://cdn.example/usdc.png')
    fireEvent.error(img!)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-fallback="letter"]')?.getAttribute('data-letter')).toBe('U')
  })

  it('never puts a script URL in an img: the letter badge shows instead', () => {
    const { container } = render(<Logo src="javascript:alert(1)" name="peur" />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-fallback="letter"]')?.getAttribute('data-letter')).toBe('P')
  })

  it('announces an error and draws nothing without one', () => {
    const { rerender } = render(<ErrorAlert message={undefined} />)
    expect(screen.queryByRole('alert')).toBeNull()
    rerender(<ErrorAlert message="Something went wrong" testId="e" />)
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong')
  })

  it('draws icons as decorative unless labelled', () => {
    const { container } = render(<Icon name="back" />)
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    render(<Icon name="copy" label="Copy" />)
    expect(screen.getByRole('img', { name: 'Copy' })).toBeTruthy()
  })

  it('draws the same avatar for the same address', () => {
    const { container } = render(
      <>
        <Avatar address="0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" />
        <Avatar address="0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266" />
      </>,
    )
    const [a, b] = [...container.querySelectorAll<HTMLElement>('[data-testid="ui-avatar"]')]
    expect(a?.style.background).not.toBe('')
    expect(a?.style.background).toBe(b?.style.background)
  })

  it('encodes a QR code in round dots with its logo in the centre, named for assistive technology', async () => {
    render(<QrCode value="wc:abc@2?relay-protocol=irn" label="QR code" logo="https://cdn.example/wallet.png" testId="qr" />)
    const qr = screen.getByRole('img', { name: 'QR code' })
    // A shimmering plate, never a blank one, until the encoder has drawn.
    expect(qr.getAttribute('data-ready')).toBe('false')
    await waitFor(() => expect(qr.getAttribute('data-ready')).toBe('true'))
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+\.5m\.08 0a\.42/)
    expect(qr.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/wallet.png')
  })

  it("draws the kit's wallet mark in the centre when the given logo cannot be shown", async () => {
    render(<QrCode value="0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" label="Address" logo="javascript:alert(1)" />)
    const qr = screen.getByRole('img', { name: 'Address' })
    await waitFor(() => expect(qr.getAttribute('data-ready')).toBe('true'))
    expect(qr.querySelector('img')).toBeNull()
    expect(qr.querySelector('.ui-qr-mark svg')).not.toBeNull()
  })

  it("draws an NFT's placeholder as the collection's initials in a rounded square", () => {
    const { container } = render(<Logo src={undefined} name="Portico Pass" shape="square" size={64} />)
    const badge = container.querySelector('[data-fallback="letter"]')
    expect(badge?.getAttribute('data-letter')).toBe('PP')
    expect(badge?.classList.contains('ui-square')).toBe(true)
  })

  it('shows a problem view: the message announced, Back, and Retry only when one helps', () => {
    const clicked: string[] = []
    const { rerender } = render(<Problem message="Invalid email" backLabel="Go back" onBack={() => clicked.push('back')} />)
    expect(screen.getByRole('alert').textContent).toBe('Invalid email')
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Go back'])
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }))
    rerender(<Problem message="Sign-in failed" backLabel="Go back" onBack={() => clicked.push('back')} retry={{ label: 'Try again', onRetry: () => clicked.push('retry') }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(clicked).toEqual(['back', 'retry'])
  })
})
