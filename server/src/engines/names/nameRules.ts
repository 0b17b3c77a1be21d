// The hosted service's name rules (blockchain-api `src/names/utils.rs`, `src/handlers/profile/mod.rs`).

const NAME_FORMAT = /^[a-z0-9.-]+$/
const LABEL_MIN_LENGTH = 3
const LABEL_MAX_LENGTH = 64
/** Attributes a name may carry, each with the characters its value may hold. */
const SUPPORTED_ATTRIBUTES: Readonly<Record<string, RegExp>> = { bio: /^[a-zA-Z0-9@:/._\-?&=+ ]+$/ }
const ATTRIBUTE_MAX_LENGTH = 255

/** Lower-case letters, digits, dots and hyphens only. */
export const isNameFormatCorrect = (name: string) => NAME_FORMAT.test(name)

/** `label.zone.tld` with a label of 3 to 64 characters. */
export function isNameLengthCorrect(name: string): boolean {
  const parts = name.split('.')
  return parts.length === 3 && parts[0]!.length >= LABEL_MIN_LENGTH && parts[0]!.length <= LABEL_MAX_LENGTH
}

/** The name's zone (`reown.id` of `alice.reown.id`) is one the operator serves. */
export function isNameInAllowedZones(name: string, zones: readonly string[]): boolean {
  const parts = name.split('.')
  return parts.length === 3 && zones.includes(`${parts[1]}.${parts[2]}`)
}

/** Every attribute is a supported one, non-empty, at most 255 characters, in its alphabet. */
export function areAttributesSupported(attributes: Readonly<Record<string, string>>): boolean {
  return Object.entries(attributes).every(([key, value]) => {
    const alphabet = SUPPORTED_ATTRIBUTES[key]
    return alphabet !== undefined && value.length > 0 && value.length <= ATTRIBUTE_MAX_LENGTH && alphabet.test(value)
  })
}
