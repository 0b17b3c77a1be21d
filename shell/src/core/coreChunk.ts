// The core's lazy chunk: what createAppKit loads on intent, when the page is idle, or at once for a
// session to restore. The modal's code is imported from here, so the chunks it brings (the modal,
// the intent actions) are children of this one and ship none of its modules again.
export { createShellCore } from './createShellCore'
export { loadModalCode, type ModalCode } from './loadModalCode'
export { SHELL_CHECKS as shellChecks } from '../options/shellChecks'
