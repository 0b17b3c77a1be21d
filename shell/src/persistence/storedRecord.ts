import { readStoredRecord, storedRecordToWrite, type FieldReader } from '@portico/contracts'

/** Minimal Storage surface, so tests and server rendering can pass their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

interface WriteSchema<T> {
  safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } }
}

/**
 * One JSON record of the page's storage, read field by field (readStoredRecord: a bad field is
 * dropped, the rest kept) and written through `schema` with the fields of a newer build kept.
 * Storage failures and dropped fields are logged to the console only (SPEC section 3).
 * @example const auth = storedRecord(localStorage, '@portico/auth', fields, z.object(fields), 'embedded-wallet storage')
 */
export function storedRecord<T extends object>(
  storage: KeyValueStorage | undefined,
  key: string,
  /** One reader per field of T: the fields of `schema`, each read on its own. */
  shape: { [K in keyof T]-?: FieldReader<T[K]> },
  schema: WriteSchema<T>,
  what: string,
) {
  const readRaw = (): unknown => {
    try {
      const raw = storage?.getItem(key)
      return raw ? JSON.parse(raw) : undefined
    } catch (error) {
      console.error('[portico] local storage read failed:', error)
      return undefined
    }
  }
  return {
    /** The stored record; absent or unreadable: undefined. */
    read(): T | undefined {
      const raw = readRaw()
      if (raw === undefined) return undefined
      const { value, dropped } = readStoredRecord(shape, raw)
      if (dropped.length > 0) console.error(`[portico] ignored unreadable fields of the ${what}:`, dropped.join(', '))
      // Each field passed its reader, and an absent optional field is left out, as T allows.
      return value as T
    },
    write(value: T): void {
      const parsed = schema.safeParse(value)
      if (!parsed.success) {
        console.error(`[portico] refused to store an invalid ${what}:`, parsed.error.issues[0]?.message)
        return
      }
      try {
        storage?.setItem(key, JSON.stringify(storedRecordToWrite(parsed.data, readStoredRecord(shape, readRaw()).unknownFields)))
      } catch (error) {
        console.error('[portico] local storage write failed:', error)
      }
    },
  }
}
