import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { readBodyOnce, readJson } from './readJson'

describe('readBodyOnce', () => {
  it('checks a body once per request, however many readers ask (the gate, then the handler)', async () => {
    let checks = 0
    const app = new Hono().post('/', async (c) => {
      const check = (text: string) => {
        checks += 1
        return JSON.parse(text) as unknown
      }
      const [first, second] = [await readBodyOnce(c, check), await readBodyOnce(c, check)]
      return c.json({ same: first === second })
    })
    const answer = async () => (await app.request('/', { method: 'POST', body: '{"projectId":"p1"}' })).json()
    expect([await answer(), await answer(), checks]).toEqual([{ same: true }, { same: true }, 2])
  })

  it('refuses a body that is not JSON, or too deep, each time it is asked', async () => {
    const app = new Hono()
      .post('/', async (c) => c.json(await readJson(c, 2)))
      .onError((error, c) => c.text(error.message, 400))
    expect(await (await app.request('/', { method: 'POST', body: '{"a":' })).text()).toBe('Invalid parameter: the body is not valid JSON')
    expect(await (await app.request('/', { method: 'POST', body: '{"a":{"b":{"c":1}}}' })).text()).toBe('Invalid parameter: the body nests deeper than 2 levels')
  })
})
