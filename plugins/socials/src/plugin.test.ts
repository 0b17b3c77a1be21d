// @vitest-environment happy-dom
import { DEFAULT_SOCIALS, svgIconSchema } from '@portico/contracts'
import { createTestHost } from '@portico/contracts/testing'
import { describePluginContract, fakeAuthHost } from '@portico/contracts/testing/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import { createElement, type ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { description } from './description'
import plugin from './plugin'

afterEach(cleanup)

describe('socials plugin', () => {
  describePluginContract(plugin, description, () => createTestHost({ auth: fakeAuthHost() }).host)

  describe('without the embedded wallet (no host.auth)', () => {
    describePluginContract(plugin, description, () => createTestHost().host)
  })

  it('describes one Connect entry per provider, in SPEC order: a popup sign-in for OAuth, a view of its own for Farcaster', () => {
    const entries = description.slots.connectMethods ?? []
    expect(entries.map((m) => [m.label, m.view, m.arguments, m.popup])).toEqual([
      ['Google', 'ConnectingSocial', { provider: 'google', title: 'Google' }, true],
      ['X', 'ConnectingSocial', { provider: 'x', title: 'X' }, true],
      ['Discord', 'ConnectingSocial', { provider: 'discord', title: 'Discord' }, true],
      ['Farcaster', 'ConnectingFarcaster', { provider: 'farcaster', title: 'Farcaster' }, undefined],
      ['GitHub', 'ConnectingSocial', { provider: 'github', title: 'GitHub' }, true],
      ['Apple', 'ConnectingSocial', { provider: 'apple', title: 'Apple' }, true],
      ['Facebook', 'ConnectingSocial', { provider: 'facebook', title: 'Facebook' }, true],
    ])
    expect(entries.map((m) => m.arguments?.provider)).toEqual([...DEFAULT_SOCIALS])
    expect(Object.entries(description.views).map(([name, view]) => [name, view.title])).toEqual([
      ['ConnectingSocial', 'Sign in'],
      ['ConnectingFarcaster', 'Farcaster'],
    ])
  })

  it('draws each provider with an icon of its own, SVG source the shell accepts, on its brand colour', () => {
    const icons = (description.slots.connectMethods ?? []).map((m) => m.icon ?? '')
    for (const icon of icons) expect(svgIconSchema.safeParse(icon).success).toBe(true)
    expect(new Set(icons).size).toBe(icons.length)
    expect((description.slots.connectMethods ?? []).map((m) => m.brand)).toEqual(['#4285F4', '#000000', '#5865F2', '#855DCD', '#24292F', '#000000', '#1877F2'])
  })

  it('says why in every view when the shell lends no embedded wallet', async () => {
    const { host } = createTestHost({ route: { view: 'ConnectingSocial', arguments: { provider: 'google' } } })
    const registration = await plugin.setup(host)
    for (const view of Object.values(registration.views)) {
      const View = (await view.load()) as ComponentType
      render(createElement(Provider, { store: host.store }, createElement(View)))
      expect(screen.getByRole('alert').textContent).toBe('Social login is not available: this app has not turned on email or social login.')
      cleanup()
    }
  })
})
