import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { readStoredRecord, STORED_RECORD_VERSION, storedRecordToWrite } from './storedRecord'

const shape = { name: z.optional(z.string()), count: z._default(z.number(), 0), tags: z._default(z.array(z.string()), () => []) }

describe('stored records', () => {
  it('keeps the good fields and drops, with its default, each bad one', () => {
    expect(readStoredRecord(shape, { name: 'a', count: 'three', tags: ['x'] })).toEqual({ value: { name: 'a', count: 0, tags: ['x'] }, dropped: ['count'], unknownFields: {}, version: 0 })
    expect(readStoredRecord(shape, { name: 7, count: 2 }).value).toEqual({ count: 2, tags: [] })
  })

  it('reads anything that is not an object as an empty record', () => {
    for (const raw of [null, 'text', 3, ['a'], undefined]) expect(readStoredRecord(shape, raw)).toMatchObject({ value: { count: 0, tags: [] }, dropped: [] })
  })

  it('keeps the fields of a newer build to write them back, with this build`s version', () => {
    const stored = { name: 'a', count: 1, version: 7, passkeys: ['p'] }
    const { value, unknownFields, version } = readStoredRecord(shape, stored)
    expect(version).toBe(7)
    expect(unknownFields).toEqual({ passkeys: ['p'] })
    expect(storedRecordToWrite({ ...value, count: 2 }, unknownFields)).toEqual({ passkeys: ['p'], name: 'a', count: 2, tags: [], version: STORED_RECORD_VERSION })
  })
})
