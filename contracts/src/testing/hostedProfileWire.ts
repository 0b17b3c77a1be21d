import type { AccountProfile } from '../schemas/profile'

/**
 * The names wire of the hosted Blockchain API, recorded once from its source
 * (reown-com/blockchain-api, 2025-10-30) so clients and the sandbox's stand-ins are tested
 * against the service, not against each other:
 * - a record is `NameAndAddresses` (src/database/types.rs): `attributes` is an hstore read with
 *   `hstore_to_json` (an object of strings, or null), `addresses` an ENSIP-11 map keyed by coin
 *   type, `registered_at` / `updated_at` / `created_at` chrono UTC times (RFC 3339);
 * - GET /v1/profile/account/{name}?apiVersion=2 answers the record, or 200 `[]` for a free name
 *   (src/handlers/profile/lookup.rs; 404 without apiVersion=2);
 * - GET /v1/profile/reverse/{address}?apiVersion=2 answers a list of records, `[]` for none
 *   (src/handlers/profile/reverse.rs);
 * - POST /v1/profile/account answers the record just registered (src/handlers/profile/register.rs).
 */
export const hostedNameRecord = {
  name: 'integration-test-4k2x9q0d1a.reown.id',
  registered_at: '2025-10-30T21:14:03.512094Z',
  updated_at: '2025-10-30T21:14:03.512094Z',
  attributes: { bio: 'integration test domain' },
  addresses: {
    '60': { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', created_at: '2025-10-30T21:14:03.512094Z' },
    '2147483748': { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', created_at: '2025-10-30T21:14:03.512094Z' },
  },
} as const satisfies AccountProfile

/** A record whose hstore is NULL (a name registered without attributes by an older client). */
export const hostedNameRecordWithoutAttributes = { ...hostedNameRecord, name: 'no-attributes.reown.id', attributes: null } as const satisfies AccountProfile

/** GET /v1/profile/account/{free name}?apiVersion=2 and GET /v1/profile/reverse/{address without names}?apiVersion=2. */
export const hostedNoNames = [] as const

/** The error body of the service (`new_error_response` in src/error.rs), e.g. a taken name's 400. */
export const hostedNameTakenError = {
  status: 'FAILED',
  reasons: [{ field: 'name', description: 'Name is already registered: integration-test-4k2x9q0d1a.reown.id' }],
} as const
