import { describe, expect, it } from 'vitest'
import type { ArtefactManifest } from '../artefacts'
import { modalPathDuplicates } from './modalPathDuplicates'

const manifest = (lazy: ArtefactManifest['lazy']): ArtefactManifest => ({
  app: 'portico',
  initial: ['main.1a2b3c4d.js'],
  initialModules: ['./shell/src/createAppKit.ts', 'react'],
  initialCss: [],
  lazy,
})
const chunk = (file: string, requests: string[], modules: string[]) => ({ file, label: `${requests.join(', ')} #1`, requests, modules })
const walletLink = './contracts/src/url/walletLink.ts'

describe('modalPathDuplicates', () => {
  it('reports a module in the core chunk and in a split the intent import loads beside the intent chunk', () => {
    const lazy = [
      chunk('chunks/core.1a2b3c4d.js', ['./core/createShellCore'], [walletLink]),
      chunk('chunks/intent.1a2b3c4d.js', ['./modal/mountModal', './intentActions'], ['./shell/src/modal/Modal.tsx']),
      chunk('chunks/926.1a2b3c4d.js', ['./intentActions', './siwx/siwxActions'], [walletLink]),
    ]
    expect(modalPathDuplicates(manifest(lazy))).toEqual([{ module: walletLink, files: ['chunks/core.1a2b3c4d.js', 'chunks/926.1a2b3c4d.js'] }])
  })

  it('reports a module of the initial JS shipped again in a chunk on the path', () => {
    expect(modalPathDuplicates(manifest([chunk('chunks/intent.1a2b3c4d.js', ['./intentActions'], ['react'])]))).toEqual([{ module: 'react', files: ['initial', 'chunks/intent.1a2b3c4d.js'] }])
  })

  it('leaves out chunks only other imports load (a connector loaded on connect)', () => {
    const errorCodes = './contracts/src/errors/errorCodes.ts'
    const lazy = [chunk('chunks/intent.1a2b3c4d.js', ['./intentActions'], [errorCodes]), chunk('chunks/injected.1a2b3c4d.js', ['./injectedChunk'], [errorCodes])]
    expect(modalPathDuplicates(manifest(lazy))).toEqual([])
  })
})
