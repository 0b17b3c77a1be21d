/** The localStorage key of the stored connection (SPEC section 3, locally stored). */
export const CONNECTION_STORAGE_KEY = '@portico/connection'
