/** The version of the stored records this build writes; see readStoredRecord. */
export const STORED_RECORD_VERSION = 1

/** A zod schema, or any reader of the same shape: what one field is read with. */
export interface FieldReader<T = unknown> {
  safeParse: (input: unknown) => { success: true; data: T } | { success: false }
}

type FieldValue<Reader> = Reader extends { safeParse: (input: unknown) => infer Result } ? Extract<Result, { success: true }> extends { data: infer T } ? T : never : never
type RecordOf<Shape> = { [K in keyof Shape]: FieldValue<Shape[K]> }

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads a stored record field by field: a field that fails its schema is dropped (it takes its
 * default, or is absent) and the others are kept, so one bad field never loses the whole record.
 * Fields this build does not know (written by a newer build) are kept in `unknownFields` and
 * written back untouched; `version` is the writer's STORED_RECORD_VERSION (0 before versions).
 * @example readStoredRecord({ a: z.optional(z.string()), b: z._default(z.number(), 0) }, { a: 'x', b: 'nope', c: 1 }) // { value: { a: 'x', b: 0 }, dropped: ['b'], unknownFields: { c: 1 }, version: 0 }
 */
export function readStoredRecord<Shape extends Record<string, FieldReader>>(
  shape: Shape,
  raw: unknown,
): { value: RecordOf<Shape>; dropped: string[]; unknownFields: Record<string, unknown>; version: number } {
  const source = isPlainObject(raw) ? raw : {}
  const value: Record<string, unknown> = {}
  const dropped: string[] = []
  for (const [key, field] of Object.entries(shape)) {
    const parsed = field.safeParse(source[key])
    if (parsed.success) {
      if (parsed.data !== undefined) value[key] = parsed.data
      continue
    }
    dropped.push(key)
    const fallback = field.safeParse(undefined)
    if (fallback.success && fallback.data !== undefined) value[key] = fallback.data
  }
  const unknownFields = Object.fromEntries(Object.entries(source).filter(([key]) => !(key in shape) && key !== 'version'))
  const version = typeof source.version === 'number' && Number.isInteger(source.version) && source.version >= 0 ? source.version : 0
  return { value: value as RecordOf<Shape>, dropped, unknownFields, version }
}

/**
 * What to store: the fields a newer build wrote and this one does not know, then this build's
 * fields, stamped with the version. An older build reading it keeps what it knows (readStoredRecord).
 * @example storedRecordToWrite({ a: 'x' }, { c: 1 }) // { c: 1, a: 'x', version: 1 }
 */
export const storedRecordToWrite = (value: object, unknownFields: Record<string, unknown>): Record<string, unknown> => ({
  ...unknownFields,
  ...value,
  version: STORED_RECORD_VERSION,
})
