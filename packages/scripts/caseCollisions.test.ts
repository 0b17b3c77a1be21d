import { describe, expect, it } from 'vitest'
import { caseCollisions } from './caseCollisions'

describe('caseCollisions', () => {
  it('groups paths that differ only by case', () => {
    expect(caseCollisions(['dist/AccountTabs.js', 'dist/accountTabs.js', 'dist/index.js'])).toEqual([['dist/AccountTabs.js', 'dist/accountTabs.js']])
  })

  it('finds a clash in a folder name too', () => {
    expect(caseCollisions(['dist/Account/a.js', 'dist/account/a.js'])).toHaveLength(1)
  })

  it('passes distinct paths', () => {
    expect(caseCollisions(['dist/a.js', 'dist/b.js', 'dist/a.d.ts'])).toEqual([])
  })
})
