import { type ApiClient, type ResponseSchema } from '@portico/contracts'
import { createTestHost, hostedNameRecord, hostedNameRecordWithoutAttributes, hostedNoNames } from '@portico/contracts/testing'
import { describe, expect, it } from 'vitest'
import { fetchNamesForAddress, isNameRegistered, postNameRegistration } from './api'

/** A Blockchain API that answers every call with `answer` (the hosted service's recorded shapes), parsed with the caller's schema. */
function answering(answer: unknown) {
  const seen: { path: string; query?: Record<string, unknown> }[] = []
  const respond = async <T>(path: string, schema: ResponseSchema<T>, query?: Record<string, unknown>): Promise<T> => {
    seen.push(query ? { path, query } : { path })
    const parsed = schema.safeParse(answer)
    if (!parsed.success) throw new Error('the answer does not parse')
    return parsed.data
  }
  const client: Partial<ApiClient> = { get: (path, schema, query) => respond(path, schema, query), post: (path, schema) => respond(path, schema) }
  return { host: createTestHost({ blockchain: client }).host, seen }
}

const BODY = { coin_type: 0x80000000 + 31337, address: hostedNameRecord.addresses['60'].address, message: '{}', signature: '0x11' }

describe('the names client against the hosted wire', () => {
  it('reads a free name from 200 [] and a taken one from its record (apiVersion=2)', async () => {
    const free = answering(hostedNoNames)
    expect(await isNameRegistered(free.host, 'ada-01.reown.id')).toBe(false)
    expect(free.seen).toEqual([{ path: '/v1/profile/account/ada-01.reown.id', query: { apiVersion: '2' } }])
    expect(await isNameRegistered(answering(hostedNameRecord).host, hostedNameRecord.name)).toBe(true)
    expect(await isNameRegistered(answering(hostedNameRecordWithoutAttributes).host, hostedNameRecordWithoutAttributes.name)).toBe(true)
  })

  it('reads the reverse list of records, attributes a map or null', async () => {
    const { host, seen } = answering([hostedNameRecord, hostedNameRecordWithoutAttributes])
    expect(await fetchNamesForAddress(host, BODY.address)).toEqual([hostedNameRecord.name, hostedNameRecordWithoutAttributes.name])
    expect(seen[0]?.query).toEqual({ sender: BODY.address, apiVersion: '2' })
    expect(await fetchNamesForAddress(answering(hostedNoNames).host, BODY.address)).toEqual([])
  })

  it('takes the registered record as the answer of POST /v1/profile/account, for the name it asked for', async () => {
    await expect(postNameRegistration(answering(hostedNameRecord).host, BODY, hostedNameRecord.name)).resolves.toBeUndefined()
    await expect(postNameRegistration(answering(hostedNameRecord).host, BODY, 'someone-else.reown.id')).rejects.toThrow('not someone-else.reown.id')
  })

  it('refuses the shapes the service never sends: attributes as a list, a bare success flag, a record for a free name', async () => {
    const listAttributes = { ...hostedNameRecord, attributes: [{ avatar: 'https://x/a.png' }] }
    await expect(isNameRegistered(answering(listAttributes).host, hostedNameRecord.name)).rejects.toThrow()
    await expect(fetchNamesForAddress(answering([listAttributes]).host, BODY.address)).rejects.toThrow()
    await expect(postNameRegistration(answering({ success: true }).host, BODY, hostedNameRecord.name)).rejects.toThrow()
    await expect(isNameRegistered(answering(['x']).host, 'ada-01.reown.id')).rejects.toThrow()
  })
})
