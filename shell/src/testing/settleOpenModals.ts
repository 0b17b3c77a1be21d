/**
 * For an `afterAll` of a DOM test file that leaves modals open: React may still have work
 * scheduled for them (a catalogue answer after the paint re-renders the Connect view). Letting it
 * run while the DOM exists keeps it from running after the environment's teardown, where it
 * throws 'window is not defined' (seen on a loaded machine).
 * @example afterAll(settleOpenModals)
 */
export function settleOpenModals(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 100))
}
