import { describe, expect, it } from 'vitest'
import { parentOrigin } from './parentOrigin'

describe('parentOrigin', () => {
  it('prefers ancestorOrigins, then the referrer origin', () => {
    expect(parentOrigin({ ancestorOrigins: ['http://127.0.0.1:5173'] }, 'https://other.example/x')).toBe('http://127.0.0.1:5173')
    expect(parentOrigin({}, 'http://localhost:5173/app?x=1')).toBe('http://localhost:5173')
  })

  it('is undefined when nothing tells', () => {
    expect(parentOrigin({ ancestorOrigins: [] }, '')).toBeUndefined()
    expect(parentOrigin({ ancestorOrigins: ['null'] }, '')).toBeUndefined()
    expect(parentOrigin({}, 'not a url')).toBeUndefined()
  })
})
