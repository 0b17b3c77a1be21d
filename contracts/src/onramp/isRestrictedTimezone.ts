import { RESTRICTED_TIMEZONES } from '../constants/onramp'

/**
 * Whether the onramp is restricted in a time zone: mainland China, Hong Kong and Macau (SPEC
 * section 9). Takes the IANA name `Intl.DateTimeFormat().resolvedOptions().timeZone` reports;
 * an unknown (undefined) zone is not restricted.
 * @example isRestrictedTimezone('Asia/Shanghai') // true
 * @example isRestrictedTimezone('Europe/Berlin') // false
 */
export function isRestrictedTimezone(timeZone: string | undefined): boolean {
  return timeZone !== undefined && (RESTRICTED_TIMEZONES as readonly string[]).includes(timeZone)
}
