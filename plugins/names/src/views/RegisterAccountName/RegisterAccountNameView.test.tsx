// @vitest-environment happy-dom
import { TEST_ADDRESS } from '@portico/contracts/testing'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NAME_LOOKUP_DELAY_MS } from '../../actions/lookUpName'
import { fakeProfileApi } from '../../testing/fakeProfileApi'
import { renderNamesPlugin } from '../../testing/renderNamesPlugin'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const type = (text: string) => fireEvent.change(screen.getByLabelText('Name'), { target: { value: text } })
const register = () => screen.getByRole('button', { name: 'Register' })
const pause = () => act(() => vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS))

describe('RegisterAccountNameView', () => {
  it('shows whether the typed name is free and names like it, and a suggestion fills the field', async () => {
    vi.useFakeTimers()
    const api = fakeProfileApi({ 'bobby.reown.id': BOB })
    await renderNamesPlugin({ api, route: { view: 'RegisterAccountName' } })
    type('bobby')
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Checking bobby.reown.id…', 'Looking for names…'])
    await pause()
    expect(screen.getByTestId('names-availability').textContent).toBe('bobby.reown.id is taken')
    expect(register().hasAttribute('disabled')).toBe(true)
    const suggestions = screen.getByRole('list', { name: 'Suggestions' })
    expect([...suggestions.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['bobby-1.reown.id', 'bobby2026.reown.id'])
    fireEvent.click(screen.getByRole('button', { name: 'bobby-1.reown.id' }))
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('bobby-1')
    await pause()
    expect(screen.getByTestId('names-availability').textContent).toBe('bobby-1.reown.id is available')
    expect(register().hasAttribute('disabled')).toBe(false)
  })

  it('refuses a name against the rule (letters, digits, hyphen, at least 4) without asking', async () => {
    vi.useFakeTimers()
    const api = fakeProfileApi()
    await renderNamesPlugin({ api, route: { view: 'RegisterAccountName' } })
    for (const refused of ['bob', 'bob_by', 'bob.by']) {
      type(refused)
      await pause()
      expect(screen.getByRole('alert').textContent).toBe('Use letters, digits and hyphens only, at least 4 characters')
      expect(register().hasAttribute('disabled')).toBe(true)
    }
    // Only the reverse lookup of the account, which the plugin makes as it loads.
    expect(api.calls).toEqual([`GET /v1/profile/reverse/${TEST_ADDRESS}`])
  })

  it('refuses what no DNS label may be (too long, a hyphen at an edge, xn--) with its reason, without asking', async () => {
    vi.useFakeTimers()
    const api = fakeProfileApi()
    await renderNamesPlugin({ api, route: { view: 'RegisterAccountName' } })
    const refusals = {
      ['a'.repeat(300)]: 'Use at most 63 characters',
      ['a'.repeat(64)]: 'Use at most 63 characters',
      '----': 'A name cannot start or end with a hyphen',
      'alice-': 'A name cannot start or end with a hyphen',
      'xn--abcd': 'Hyphens in the third and fourth places are reserved',
      'ab--cd': 'Hyphens in the third and fourth places are reserved',
    }
    for (const [refused, reason] of Object.entries(refusals)) {
      type(refused)
      await pause()
      expect(screen.getByRole('alert').textContent).toBe(reason)
      expect(register().hasAttribute('disabled')).toBe(true)
    }
    expect(api.calls).toEqual([`GET /v1/profile/reverse/${TEST_ADDRESS}`])
  })

  it('shows the service failures as the spec words them', async () => {
    vi.useFakeTimers()
    const api = fakeProfileApi()
    api.get.mockRejectedValue(new Error('HTTP status code: 502'))
    await renderNamesPlugin({ api, route: { view: 'RegisterAccountName' } })
    type('ada-lovelace')
    await pause()
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Error fetching names for address', 'Error resolving name', 'Error fetching name suggestions'])
  })

  it("registers: the success view while the wallet signs, then the name; a failure comes back here with 'Error registering name {name}'", async () => {
    const api = fakeProfileApi()
    let sign: (signature: string) => void = () => undefined
    let decline: (error: Error) => void = () => undefined
    const rpc = { request: vi.fn(() => new Promise((resolve, reject) => ((sign = resolve), (decline = reject)))) }
    const { routes, host } = await renderNamesPlugin({ api, rpc, route: { view: 'RegisterAccountName' } })

    type('ada-lovelace')
    await waitFor(() => expect(register().hasAttribute('disabled')).toBe(false))
    fireEvent.click(register())
    expect((await screen.findByTestId('names-registering')).textContent).toBe('Registering ada-lovelace.reown.id…')
    decline(new Error('Request was aborted'))
    expect((await screen.findByTestId('names-register-error')).textContent).toBe('Error registering name ada-lovelace.reown.id')
    expect(routes).toEqual(['replace RegisterAccountNameSuccess', 'replace RegisterAccountName'])

    fireEvent.click(register())
    await screen.findByTestId('names-registering')
    sign(`0x${'11'.repeat(65)}`)
    expect((await screen.findByTestId('names-registered')).textContent).toBe('ada-lovelace.reown.id is yours')
    expect(api.names['ada-lovelace.reown.id']).toBe(TEST_ADDRESS)
    expect(host.store.get(host.atoms.account).profileName).toBe('ada-lovelace.reown.id')
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(routes.at(-1)).toBe('reset Account')
  })
})
