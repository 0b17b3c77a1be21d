import { describe, expect, it } from 'vitest'
import type { ArtefactManifest } from '../artefacts'
import { modalPathDuplicates } from './modalPathDuplicates'

const manifest = (lazy: ArtefactManifest['lazy']): ArtefactManifest => ({
  app: 'portico',
  initial: ['main.js'],
  initialModules: ['./shell/src/createAppKit.ts', 'react'],
  initialCss: [],
  lazy,
})
const chunk = (file: string, requests: string[], modules: string[]) => ({ file, label: `${requests.join(', ')} #1`, requests, modules })

describe('modalPathDuplicates', () => {
  it('reports a module in the core chunk and in a chunk the modal import loads', () => {
    const duplicates = modalPathDuplicates(
      manifest([chunk('chunks/core.js', ['./core/coreChunk'], ['./contracts/src/url/walletLink.ts']), chunk('chunks/926.js', ['../modal/mountModal', './intentActions'], ['./contracts/src/url/walletLink.ts'])]),
    )
    expect(duplicates).toEqual([{ module: './contracts/src/url/walletLink.ts', files: ['chunks/core.js', 'chunks/926.js'] }])
  })

  it('reports a module of the initial JS shipped again in a lazy chunk on the path', () => {
    expect(modalPathDuplicates(manifest([chunk('chunks/intent.js', ['./intentActions'], ['react'])]))).toEqual([{ module: 'react', files: ['initial', 'chunks/intent.js'] }])
  })

  it('leaves out chunks no import on the way to the modal open loads', () => {
    const lazy = [chunk('chunks/intent.js', ['./intentActions'], ['./contracts/src/errors/errorCodes.ts']), chunk('chunks/injected.js', ['./injectedChunk'], ['./contracts/src/errors/errorCodes.ts'])]
    expect(modalPathDuplicates(manifest(lazy))).toEqual([])
  })
})
