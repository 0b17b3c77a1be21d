import { describe, expect, it } from 'vitest'
import { hostedShapeMismatches } from './hostedShapeMismatches'

describe('hostedShapeMismatches', () => {
  const hosted = { pcis: [{ pci: '0x1', expiry: 1, revokedAt: null, project: { id: 'p', url: null } }] }

  it('accepts an answer of the same shape, with any value where the hosted one is null', () => {
    expect(hostedShapeMismatches({ pcis: [{ pci: '0x2', expiry: 2, revokedAt: 5, project: { id: 'q', url: 'https://a.example' } }] }, hosted)).toEqual([])
    expect(hostedShapeMismatches({ pcis: [] }, hosted)).toEqual([])
  })

  it('names a key the hosted answer lacks and a value of another kind', () => {
    expect(hostedShapeMismatches({ sessions: [] }, hosted)).toEqual(['$.sessions: not in the hosted answer'])
    expect(hostedShapeMismatches({ pcis: [{ pci: '0x2', expiry: '2', project: { id: 'q', name: 'n' } }] }, hosted)).toEqual([
      '$.pcis[0].expiry: string where the hosted answer has number',
      '$.pcis[0].project.name: not in the hosted answer',
    ])
  })
})
