import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FRAME_READY, FRAME_REQUEST_TYPES, FRAME_SESSION_UPDATE, FRAME_USER_STEP } from './frameEventTypes'

// docs/frame-protocol.md is what a deployment hosting its own secure site reads: it must name
// every message the schemas know.
const doc = readFileSync(new URL('../../docs/frame-protocol.md', import.meta.url), 'utf8')

describe('docs/frame-protocol.md', () => {
  it('lists every request, the frame events and the origin rule', () => {
    for (const type of Object.values(FRAME_REQUEST_TYPES)) expect(doc).toContain(`| \`${type}\` |`)
    for (const type of [FRAME_READY, FRAME_SESSION_UPDATE, FRAME_USER_STEP]) expect(doc).toContain(`| \`${type}\` |`)
    expect(doc).toContain("never `'*'`")
  })
})
