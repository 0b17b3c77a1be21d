import type { ShellCore } from './createShellCore'
import { loadModalCore, type ModalCore } from './loadModalCore'

/** The modal's code and what it renders with, its messages in. */
export interface ModalCode {
  modal: typeof import('../modal/mountModal')
  modalCore: ModalCore
}

/**
 * Loads the modal's code and the core's intent actions, then the current locale's messages, so the
 * modal never opens half translated. Nothing is mounted. Part of the core chunk: an import from here
 * lets the bundler leave out of the modal's chunk every module the core holds. The modal shares the
 * `intent` chunk with the intent actions: the page needs both on the first intent, and one file
 * compresses better than two.
 * @example const { modal, modalCore } = await loadModalCode(core)
 */
export async function loadModalCode(core: ShellCore): Promise<ModalCode> {
  const [modal, modalCore] = await Promise.all([import(/* webpackChunkName: "intent" */ '../modal/mountModal'), loadModalCore(core)])
  await modal.loadModalMessages(modalCore)
  return { modal, modalCore }
}
