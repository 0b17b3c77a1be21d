import type { Page } from 'playwright-core'
import { clickAccountAction } from './accountActionClick'
import type { ScriptBytes, trackNetwork } from './measure'

/** The names plugin in a logged-in embedded-wallet session: its Account action clicked cold. */
export interface ChooseNameRun {
  /** Click on "Choose a name" -> RegisterAccountName painted with its field. */
  chooseNameMs: number
  /** The page's JS fetched for that click (the view's chunk: the remote came with the Account view). */
  chooseNameJs: ScriptBytes
  /** Every file of the names plugin this session (remote entry, view). */
  namesPlugin: ScriptBytes
}

/** From the Account view of an embedded-wallet session: clicks "Choose a name" and times the paint of its field. */
export async function measureChooseName(page: Page, network: ReturnType<typeof trackNetwork>, pageOrigin: string): Promise<ChooseNameRun> {
  const { ms, clickJs, pluginFiles } = await clickAccountAction(page, network, pageOrigin, { view: 'RegisterAccountName', folder: 'names', painted: '#names-input' })
  return { chooseNameMs: ms, chooseNameJs: clickJs, namesPlugin: pluginFiles }
}
