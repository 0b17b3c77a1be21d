import type { Page } from 'playwright-core'
import { clickToPaintInPage, evaluateInPage, waitForPath, type ScriptBytes, type trackNetwork } from './measure'

/** The names plugin in a logged-in embedded-wallet session: its Account action clicked cold. */
export interface ChooseNameRun {
  /** Click on "Choose a name" -> RegisterAccountName painted with its field. */
  chooseNameMs: number
  /** The page's JS fetched for that click (the view's chunk: the remote came with the Account view). */
  chooseNameJs: ScriptBytes
  /** Every file of the names plugin this session (remote entry, view). */
  namesPlugin: ScriptBytes
}

const CHOOSE_NAME = ['portico-modal', '[role="dialog"][data-view="Account"] [data-opens="RegisterAccountName"]'] as const
const NAME_FIELD = ['portico-modal', '[role="dialog"][data-view="RegisterAccountName"] #names-input'] as const
const isNamesPlugin = (url: string) => new URL(url).pathname.startsWith('/plugins/names/')

/** From the Account view of an embedded-wallet session: clicks "Choose a name" and times the paint. */
export async function measureChooseName(page: Page, network: ReturnType<typeof trackNetwork>, pageOrigin: string): Promise<ChooseNameRun> {
  await waitForPath(page, CHOOSE_NAME, true)
  await network.settle()
  network.setPhase('names')
  const { ms: chooseNameMs } = await evaluateInPage(page, clickToPaintInPage, { button: CHOOSE_NAME, painted: NAME_FIELD })
  await network.settle()
  return {
    chooseNameMs,
    chooseNameJs: network.sum((t) => t.phase === 'names' && new URL(t.url).origin === pageOrigin),
    namesPlugin: network.sum((t) => isNamesPlugin(t.url)),
  }
}
