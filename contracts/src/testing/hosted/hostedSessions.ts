// The Blockchain API's sessions calls as the hosted service answers them, recorded once from its
// source (reown-com/blockchain-api, snapshot of 2025-10-30, commit a4b66a9):
// src/handlers/sessions/list.rs (ListPermissionResponse, Pci, ProjectItem: serde camelCase, every
// Option serialized as null), src/handlers/sessions/revoke.rs (an empty 200) and mod.rs
// (PermissionRevokeRequest { pci }, PermissionTypeData { type, data }).

/** GET /v1/sessions/{CAIP-10 account}: `{ pcis }`; the service fills `url` and `iconUrl` with null. */
export const HOSTED_SESSIONS_LIST = {
  pcis: [
    {
      project: { id: 'c1a05ea3e8d45e5b3aa5a9ad0f08ae36', name: 'Portico sandbox', url: null, iconUrl: null },
      pci: '0x8c1f4e2d7a9b3c5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6',
      expiry: 1_800_000_000,
      createdAt: 1_764_000_000,
      permissions: [{ type: 'contract-call', data: { address: '0x0588f943F5b11d3C914b21647c30b6a015DC6c94', functions: [{ functionName: 'increment' }] } }],
      policies: [],
      context: '0x8c1f4e2d7a9b3c5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6',
      revokedAt: null,
    },
  ],
} as const

/** The same session once revoked: `revokedAt` in unix seconds. */
export const HOSTED_SESSIONS_LIST_REVOKED = { pcis: [{ ...HOSTED_SESSIONS_LIST.pcis[0], revokedAt: 1_764_000_600 }] } as const

/** POST /v1/sessions/{CAIP-10 account}/revoke reads `{ pci }` only (a `signature` is ignored); its answer is an empty 200. */
export const HOSTED_SESSIONS_REVOKE_BODY = { pci: HOSTED_SESSIONS_LIST.pcis[0].pci } as const
export const HOSTED_SESSIONS_REVOKE_ANSWER = '' as const
