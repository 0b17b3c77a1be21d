// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyComponent } from './lazyComponent'
import { LazyView } from './LazyView'

vi.mock('../i18n/useMessages', () => ({ useShownMessage: () => (message: string) => message }))

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

afterEach(cleanup)

describe('LazyView', () => {
  it('shows a skeleton while the code loads, then the view with its props', async () => {
    let release: (view: typeof Greeting) => void = () => undefined
    const source = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (release = resolve)))
    const { container } = render(<LazyView source={source} props={{ name: 'Ada' }} />)
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
    release(Greeting)
    expect(await screen.findByText('Hello Ada')).toBeDefined()
  })

  it('renders at once a view loaded before (a preload, an earlier opening)', async () => {
    const source = lazyComponent(async () => Greeting)
    const first = render(<LazyView source={source} props={{ name: 'Ada' }} />)
    await screen.findByText('Hello Ada')
    first.unmount()
    render(<LazyView source={source} props={{ name: 'Grace' }} />)
    expect(screen.getByText('Hello Grace')).toBeDefined()
  })

  it('shows an alert, not a blank modal, when the code fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const source = lazyComponent(() => Promise.reject(new Error('offline')))
    render(<LazyView source={source} props={{ name: 'Ada' }} />)
    expect((await screen.findByRole('alert')).textContent).not.toBe('')
  })
})
