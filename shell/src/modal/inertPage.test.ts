// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { makePageInert } from './inertPage'

afterEach(() => void (document.body.innerHTML = ''))

describe('makePageInert', () => {
  it("makes everything but the modal's branch and the secure frame inert, and undoes only that", () => {
    document.body.innerHTML = `
      <header id="dapp"><button>Connect</button></header>
      <div id="already" inert></div>
      <main id="app"><nav id="nav"></nav><div id="slot"><w3m-modal id="host"></w3m-modal></div></main>
      <iframe id="w3m-iframe" name="w3m-secure-iframe"></iframe>`
    const restore = makePageInert(document.getElementById('host')!)
    const inert = () => [...document.querySelectorAll('[inert]')].map((element) => element.id)
    expect(inert()).toEqual(['dapp', 'already', 'nav'])
    // A wallet's prompt, added while the modal is open, stays live.
    document.body.append(Object.assign(document.createElement('div'), { id: 'prompt' }))
    restore()
    expect(inert()).toEqual(['already'])
  })
})
