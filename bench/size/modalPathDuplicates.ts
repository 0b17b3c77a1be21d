import type { ArtefactManifest } from '../artefacts'

/**
 * The imports that load the shell's code on the way to the modal open: the core chunk (with the
 * i18n host), and the modal and intent actions imported from it.
 */
export const MODAL_PATH_IMPORTS = ['./core/coreChunk', './i18nChunk', '../modal/mountModal', './intentActions'] as const

/** A source module shipped in more than one file on the way to the modal open. */
export interface DuplicatedModule {
  module: string
  files: string[]
}

/**
 * The modules the page would download twice from load to the modal open: in the initial JS and a
 * lazy chunk, or in two lazy chunks that an import on that path loads.
 * @example modalPathDuplicates(readManifest('portico')) // [] when nothing ships twice
 */
export function modalPathDuplicates(manifest: ArtefactManifest, imports: readonly string[] = MODAL_PATH_IMPORTS): DuplicatedModule[] {
  const files = new Map<string, string[]>()
  const add = (module: string, file: string) => files.set(module, [...(files.get(module) ?? []), file])
  for (const module of new Set(manifest.initialModules)) add(module, 'initial')
  for (const chunk of manifest.lazy) {
    if (!chunk.requests.some((request) => imports.includes(request))) continue
    for (const module of new Set(chunk.modules)) add(module, chunk.file)
  }
  return [...files]
    .filter(([, where]) => where.length > 1)
    .map(([module, where]) => ({ module, files: where }))
}
