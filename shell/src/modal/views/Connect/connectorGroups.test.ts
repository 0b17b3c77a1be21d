import { describe, expect, it } from 'vitest'
import { announced } from '../../../catalogue/testing'
import { connectorGroups, type ConnectorGroupsInput } from './connectorGroups'

const record = (id: string, name: string, rdns?: string) => ({ id, name, rdns: rdns ?? null, image_id: `img-${id}` })
const metaMask = record('mm', 'MetaMask', 'io.metamask')
const rainbow = record('rb', 'Rainbow', 'me.rainbow')
const trust = record('tw', 'Trust Wallet', 'com.trustwallet.app')
const zerion = record('ze', 'Zerion', 'io.zerion.wallet')
const sandbox = announced('Portico Sandbox Wallet', 'dev.portico.sandbox')
const installedMetaMask = announced('MetaMask', 'io.metamask')

const input = (overrides: Partial<ConnectorGroupsInput>): ConnectorGroupsInput => ({
  installed: [],
  recent: [],
  featured: [],
  recommended: [],
  known: [],
  ...overrides,
})
const summary = (groups: ReturnType<typeof connectorGroups>) => groups.map(({ group, entries }) => [group, entries.map((e) => `${e.kind}:${e.name}${e.tag ? `(${e.tag})` : ''}`)])

describe('connectorGroups', () => {
  it('orders recent, injected, featured, recommended and leaves empty groups out', () => {
    const groups = connectorGroups(
      input({
        installed: [sandbox, installedMetaMask],
        recent: [{ id: 'io.metamask', name: 'MetaMask' }],
        featured: [zerion],
        recommended: [metaMask, rainbow, trust],
      }),
    )
    expect(summary(groups)).toEqual([
      ['recent', ['installed:MetaMask(Recent)']],
      ['injected', ['installed:Portico Sandbox Wallet(Installed)']],
      ['featured', ['catalogue:Zerion']],
      ['recommended', ['catalogue:Rainbow', 'catalogue:Trust Wallet']],
    ])
  })

  it('shows each wallet once: installed over catalogue (by rdns or name), featured over recommended', () => {
    const sameName = record('x', 'Portico Sandbox Wallet')
    const groups = connectorGroups(input({ installed: [sandbox], featured: [rainbow], recommended: [sameName, rainbow, trust] }))
    expect(summary(groups)).toEqual([
      ['injected', ['installed:Portico Sandbox Wallet(Installed)']],
      ['featured', ['catalogue:Rainbow']],
      ['recommended', ['catalogue:Trust Wallet']],
    ])
  })

  it('finds a recent wallet that is not installed in the catalogue, by id or by rdns', () => {
    const groups = connectorGroups(
      input({
        recent: [
          { id: 'me.rainbow', name: 'Rainbow' },
          { id: 'tw', name: 'Trust Wallet' },
        ],
        recommended: [rainbow, trust, zerion],
        known: [rainbow, trust, zerion],
      }),
    )
    expect(summary(groups)).toEqual([
      ['recent', ['catalogue:Rainbow(Recent)', 'catalogue:Trust Wallet(Recent)']],
      ['recommended', ['catalogue:Zerion']],
    ])
  })

  it('drops a recent extension that is gone and unknown to the catalogue', () => {
    expect(connectorGroups(input({ recent: [{ id: 'dev.portico.sandbox', name: 'Portico Sandbox Wallet' }] }))).toEqual([])
  })
})
