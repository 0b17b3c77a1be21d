import type { NameRecord } from './nameStore'

/** The service's ENSIP-11 coin type of Ethereum, under which every name's address is also listed. */
export const EVM_COIN_TYPE = 60

/** A name as the service answers it (`NameAndAddresses`): times in RFC 3339, addresses by coin type. */
export interface NameAnswer {
  name: string
  registered_at: string
  updated_at: string
  attributes: Record<string, string> | null
  addresses: Record<string, { address: string; created_at: string | null }>
}

/**
 * A stored name in the service's shape: its address under its own coin type and under 60.
 * @example toNameAnswer(record).addresses['60'].address
 */
export function toNameAnswer(record: NameRecord): NameAnswer {
  const address = { address: record.address, created_at: record.registeredAt.toISOString() }
  return {
    name: record.name,
    registered_at: record.registeredAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    attributes: record.attributes,
    addresses: { [String(record.coinType)]: address, [String(EVM_COIN_TYPE)]: address },
  }
}
