import { AlertByReason, FRAME_SDK_VERSION, getErrorMessage } from '@portico/contracts'
import { FRAME_USER_STEP, type FrameThemeVariables } from '@portico/frame-protocol'
import type { ShellContext } from '../../core/shellContext'
import type { AuthStorage } from './authStorage'
import { createFrameChannel, type FrameChannel } from './frameChannel'
import { FrameUnavailableError } from './frameErrors'
import { frameStart } from './frameStart'

/** The secure frame of the embedded wallet, added on first use. */
export interface EmbeddedFrame {
  /** The frame, added now if it is not there; a frame that failed to load is replaced. */
  get: () => FrameChannel
  /** The frame if it was added, without adding it. */
  current: () => FrameChannel | undefined
  /** Removes the frame, if any, with its timers (a page or test that is done with it). */
  destroy: () => void
}

export interface EmbeddedFrameDependencies {
  storage: AuthStorage
  /** The frame shows or hides its own step (FRAME_USER_STEP). */
  showUserStep: (shown: boolean) => void
}

/**
 * Adds the hidden iframe of SPEC section 2 on the chain frameStart picks and, once it is ready,
 * gives it the theme (and each later theme change) and the dapp's data. A frame that never gets
 * ready raises SPEC section 8's app configuration alert and is dropped.
 * @example const frame = createEmbeddedFrame(ctx, { storage, showUserStep }); await frame.get().ready
 */
export function createEmbeddedFrame(ctx: ShellContext, deps: EmbeddedFrameDependencies): EmbeddedFrame {
  const { store, atoms, options, log } = ctx
  let channel: FrameChannel | undefined

  const syncTheme = () => {
    const variables = Object.fromEntries(Object.entries(store.get(atoms.themeVariables)).filter(([name]) => name.startsWith('--w3m-'))) as FrameThemeVariables
    void channel?.request('SYNC_THEME', { themeMode: store.get(atoms.themeMode), themeVariables: variables }).catch((error: unknown) => log.debug('theme sync:', getErrorMessage(error)))
  }
  store.sub(atoms.themeMode, syncTheme)
  store.sub(atoms.themeVariables, syncTheme)

  const syncDappData = (created: FrameChannel) =>
    void created
      .request('SYNC_DAPP_DATA', {
        ...(options.metadata ? { metadata: options.metadata } : {}),
        sdkVersion: `html-portico-${FRAME_SDK_VERSION}`,
        sdkType: 'appkit',
        projectId: options.projectId ?? '',
      })
      .catch((error: unknown) => log.debug('dapp data sync:', getErrorMessage(error)))

  const add = (win: Window): FrameChannel => {
    const start = frameStart({ active: store.get(atoms.network), networks: store.get(atoms.networks), lastChainId: deps.storage.read().lastChainId, fallbackRpcUrl: options.blockchainApiUrl })
    const created = createFrameChannel({ window: win, secureSiteUrl: options.secureSiteUrl, projectId: options.projectId ?? '', ...start, enableLogger: options.debug, log, timeoutMs: options.secureSiteTimeoutMs })
    created.onEvent((event) => {
      if (event.type === FRAME_USER_STEP) deps.showUserStep(event.payload.shown)
    })
    created.ready.then(
      () => {
        syncTheme()
        syncDappData(created)
      },
      () => {
        // A frame removed on purpose is no configuration problem.
        if (channel !== created) return
        // SPEC section 8: an embedded wallet that does not load is an app configuration alert.
        store.set(atoms.alert, AlertByReason.SOCIALS_TIMEOUT)
        channel = undefined
        created.destroy()
      },
    )
    return created
  }

  return {
    get() {
      if (channel) return channel
      if (!ctx.window) throw new FrameUnavailableError()
      channel = add(ctx.window)
      return channel
    },
    current: () => channel,
    destroy() {
      const removed = channel
      channel = undefined
      removed?.destroy()
    },
  }
}
