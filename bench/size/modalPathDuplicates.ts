import type { ArtefactManifest } from '../artefacts'
import { chunkName } from './measureSizes'

/** The shell's named chunks on the way to the modal open. */
export const MODAL_PATH_CHUNKS = ['core', 'intent'] as const

/** A source module shipped in more than one file on the way to the modal open. */
export interface DuplicatedModule {
  module: string
  files: string[]
}

/**
 * The modules the page would download twice from load to the modal open: in the initial JS and a
 * lazy chunk, or in two lazy chunks on that path (the core, intent and modal chunks, and every
 * chunk an import of theirs loads beside them).
 * @example modalPathDuplicates(readManifest('portico')) // [] when nothing ships twice
 */
export function modalPathDuplicates(manifest: ArtefactManifest, names: readonly string[] = MODAL_PATH_CHUNKS): DuplicatedModule[] {
  const named = manifest.lazy.filter((chunk) => names.includes(chunkName(chunk.file)))
  const imports = new Set(named.flatMap((chunk) => chunk.requests))
  const path = manifest.lazy.filter((chunk) => named.includes(chunk) || chunk.requests.some((request) => imports.has(request)))
  const files = new Map<string, string[]>()
  const add = (module: string, file: string) => files.set(module, [...(files.get(module) ?? []), file])
  for (const module of new Set(manifest.initialModules)) add(module, 'initial')
  for (const chunk of path) for (const module of new Set(chunk.modules)) add(module, chunk.file)
  return [...files].filter(([, where]) => where.length > 1).map(([module, where]) => ({ module, files: where }))
}
