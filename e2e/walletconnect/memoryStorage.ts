import type { Core } from '@walletconnect/core'

type IKeyValueStorage = NonNullable<NonNullable<ConstructorParameters<typeof Core>[0]>['storage']>

/**
 * The wallet peer's storage, in memory: the Node default writes a file in the working directory,
 * which would leak sessions from one test run into the next.
 */
export function memoryStorage(): IKeyValueStorage {
  const data = new Map<string, unknown>()
  return {
    getKeys: async () => [...data.keys()],
    getEntries: async <T>() => [...data.entries()] as [string, T][],
    getItem: async <T>(key: string) => data.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => void data.set(key, value),
    removeItem: async (key: string) => void data.delete(key),
  }
}
