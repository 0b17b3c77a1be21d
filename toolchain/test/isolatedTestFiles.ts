import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What makes a test file need modules of its own: a DOM environment (testing-library binds
 * `screen` to the document it first saw), replaced modules, globals or environment variables,
 * fake timers, a fresh module registry, or an `@isolated` comment (a file that tests what a
 * module holds from its first import). Every other unit test file shares its worker's modules
 * with the files before it, which spares re-importing viem, zod and React for each file.
 */
const NEEDS_ISOLATION = /@vitest-environment|@isolated\b|vi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules|useFakeTimers)\(/

const TEST_FILE = /\.test\.tsx?$/
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git'])

/** A folder of unit tests: with `deep`, its subfolders too. */
export interface TestFolder {
  folder: string
  deep: boolean
}

/** The glob vitest includes a test folder's files by. */
export function testFolderGlob({ folder, deep }: TestFolder): string {
  return `${folder}/${deep ? '**/' : ''}*.test.{ts,tsx}`
}

function testFilesUnder(root: string, folder: string, deep: boolean): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`
    if (entry.isDirectory()) return deep && !SKIPPED_FOLDERS.has(entry.name) ? testFilesUnder(root, path, deep) : []
    return TEST_FILE.test(entry.name) ? [path] : []
  })
}

/**
 * The test files of `folders` (relative to `root`) whose source asks for isolation.
 * @example const isolated = isolatedTestFiles(repoRoot, [{ folder: 'shell', deep: true }])
 */
export function isolatedTestFiles(root: string, folders: readonly TestFolder[]): string[] {
  return folders
    .flatMap(({ folder, deep }) => testFilesUnder(root, folder, deep))
    .filter((path) => NEEDS_ISOLATION.test(readFileSync(join(root, path), 'utf8')))
}
