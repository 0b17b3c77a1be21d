import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEmail, MAX_EMAIL_LENGTH } from './isEmail'

describe('isEmail', () => {
  it.each(['ada@portico.example', 'a.b+tag@mail.co.uk', "o'brien@x.io", 'x_y-z@sub-domain.example'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true)
  })

  it.each(['', 'ada', 'ada@', '@portico.example', 'ada@localhost', '.ada@x.io', 'ada.@x.io', 'a..b@x.io', 'ada@-x.io', 'ada@x-.io', 'ada@x.i0', 'a da@x.io', 'ada@x.io ', 'ada@x.io\n', 'a@b@x.io', '<a>@x.io'])(
    'refuses %j',
    (email) => {
      expect(isEmail(email)).toBe(false)
    },
  )

  it('refuses non-strings and addresses over 254 characters', () => {
    fc.assert(
      fc.property(fc.anything().filter((value) => typeof value !== 'string'), (value) => {
        expect(isEmail(value)).toBe(false)
      }),
    )
    expect(isEmail(`${'a'.repeat(MAX_EMAIL_LENGTH - 10)}@x.example`)).toBe(true)
    expect(isEmail(`${'a'.repeat(MAX_EMAIL_LENGTH - 9)}@x.example`)).toBe(false)
  })

  it('never accepts whitespace or control characters anywhere', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '\t', '\n', '\r', '\u0000', '\u00a0', '\u200b'), fc.nat(), (base, sneaky, at) => {
        const email = `ada${base}@portico.example`
        const i = at % (email.length + 1)
        expect(isEmail(`${email.slice(0, i)}${sneaky}${email.slice(i)}`)).toBe(false)
      }),
    )
  })
})
