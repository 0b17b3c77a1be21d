import { describe, expect, it } from 'vitest'
import { pluginEntryUrl } from './pluginEntryUrl'

describe('pluginEntryUrl', () => {
  it('defaults to plugins/<folder>/remoteEntry.js next to the page', () => {
    expect(pluginEntryUrl('receive', {}, 'https://dapp.example/app/index.html')).toBe(
      'https://dapp.example/app/plugins/receive/remoteEntry.js',
    )
  })
  it('uses a base URL with or without its trailing slash', () => {
    expect(pluginEntryUrl('receive', { pluginBaseUrl: 'https://cdn.example/portico' }, 'https://dapp.example/')).toBe(
      'https://cdn.example/portico/receive/remoteEntry.js',
    )
  })
  it('lets one plugin be deployed elsewhere', () => {
    expect(
      pluginEntryUrl('receive', { pluginBaseUrl: '/p/', pluginUrls: { receive: 'https://r.example/entry.js' } }, 'https://dapp.example/'),
    ).toBe('https://r.example/entry.js')
  })
  it('maps camelCase feature ids to kebab-case folders', () => {
    expect(pluginEntryUrl('smartSessions', {}, 'https://dapp.example/')).toBe(
      'https://dapp.example/plugins/smart-sessions/remoteEntry.js',
    )
  })
})
