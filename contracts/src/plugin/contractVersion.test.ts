import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CONTRACT_VERSION, contractMismatch, parseSemver } from './contractVersion'

const version = fc.tuple(fc.nat({ max: 20 }), fc.nat({ max: 20 }), fc.nat({ max: 20 }))
const text = ([major, minor, patch]: [number, number, number]) => `${major}.${minor}.${patch}`

describe('contract versions', () => {
  it('CONTRACT_VERSION is semver', () => {
    expect(parseSemver(CONTRACT_VERSION)).toBeDefined()
  })

  it('accepts the same major with a minor the shell knows, any patch', () => {
    expect(contractMismatch('4.0.0', '4.1.0')).toBeUndefined()
    expect(contractMismatch('4.1.7', '4.1.0')).toBeUndefined()
  })

  it('refuses a newer minor and another major, naming both versions', () => {
    expect(contractMismatch('4.2.0', '4.1.0')).toBe("built for contract 4.2.0, newer than this shell's 4.1.0")
    expect(contractMismatch('5.0.0', '4.1.0')).toBe("built for contract 5.0.0, another major than this shell's 4.1.0")
    expect(contractMismatch('3.9.0', '4.1.0')).toBe("built for contract 3.9.0, another major than this shell's 4.1.0")
    expect(contractMismatch('4', '4.1.0')).toBe('built for contract "4", not a version this shell (4.1.0) can compare')
  })

  it('follows the rule for any pair of versions', () => {
    fc.assert(
      fc.property(version, version, (plugin, shell) => {
        const compatible = plugin[0] === shell[0] && plugin[1] <= shell[1]
        expect(contractMismatch(text(plugin), text(shell)) === undefined).toBe(compatible)
      }),
    )
  })
})
