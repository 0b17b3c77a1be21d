/**
 * True when every character is visible ASCII (0x21-0x7E): no space, tab, newline, control,
 * zero-width or other Unicode character. Browsers strip or ignore some of these while parsing a
 * URL (`java\tscript:` runs as `javascript:`), so a URL from the network must carry none.
 * @example isPrintableAscii('rainbow://') // true
 * @example isPrintableAscii(' javascript:alert(1)') // false
 */
export function isPrintableAscii(value: string): boolean {
  return /^[\x21-\x7e]+$/.test(value)
}
