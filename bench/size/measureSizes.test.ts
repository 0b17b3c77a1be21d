import { describe, expect, it } from 'vitest'
import { chunkName } from './measureSizes'

describe('chunkName', () => {
  it('reads a named chunk from its file', () => {
    expect(chunkName('chunks/modal.1a2b3c4d.js')).toBe('modal')
    expect(chunkName('chunks/namespace-solana-rpc.116549e1.js')).toBe('namespace-solana-rpc')
  })

  it('puts the chunks the bundler split out without a name together', () => {
    expect(chunkName('chunks/249.251c4438.js')).toBe('split')
  })
})
