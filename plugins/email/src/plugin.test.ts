// @vitest-environment happy-dom
import { showsOn } from '@portico/contracts'
import { createTestHost } from '@portico/contracts/testing'
import { describePluginContract } from '@portico/contracts/testing/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import { createElement, type ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { description } from './description'
import plugin from './plugin'
import { fakeAuthHost } from '@portico/contracts/testing/vitest'

afterEach(cleanup)

describe('email plugin', () => {
  describePluginContract(plugin, description, () => createTestHost({ auth: fakeAuthHost() }).host)

  describe('without the embedded wallet (no host.auth)', () => {
    describePluginContract(plugin, description, () => createTestHost().host)
  })

  it('describes an email field on the Connect view that opens EmailVerifyOtp', () => {
    expect(description.slots.connectMethods?.map((m) => [m.label, m.view, m.input])).toEqual([['Email', 'EmailVerifyOtp', 'email']])
    expect(Object.entries(description.views).map(([name, view]) => [name, view.title])).toEqual([
      ['EmailVerifyOtp', 'Confirm Email'],
      ['EmailVerifyDevice', 'Register Device'],
      ['UpdateEmail', 'Edit Email'],
      ['UpdateEmailPrimaryOtp', 'Confirm Current Email'],
      ['UpdateEmailSecondaryOtp', 'Confirm New Email'],
      // No code could be sent: titled as email login, not as the code step.
      ['EmailLoginFailed', 'Email Login'],
    ])
  })

  it('shows Edit Email on the Account view only for the embedded wallet, on eip155 and solana', () => {
    const [action] = description.slots.accountActions ?? []
    expect([action?.label, action?.view]).toEqual(['Email', 'UpdateEmail'])
    const shows = (namespace: string, connectorType: string) => action !== undefined && showsOn(action, namespace, connectorType)
    expect([shows('eip155', 'AUTH'), shows('solana', 'AUTH'), shows('eip155', 'INJECTED'), shows('bip122', 'AUTH')]).toEqual([true, true, false, false])
  })

  it('says why in every view when the shell lends no embedded wallet', async () => {
    const { host } = createTestHost({ route: { view: 'EmailVerifyOtp', arguments: { email: 'ada@portico.example' } } })
    const registration = await plugin.setup(host)
    for (const view of Object.values(registration.views)) {
      const View = (await view.load()) as ComponentType
      render(createElement(Provider, { store: host.store }, createElement(View)))
      expect(screen.getByRole('alert').textContent).toBe('Email login is not available: this app has not turned on email or social login.')
      cleanup()
    }
  })
})
