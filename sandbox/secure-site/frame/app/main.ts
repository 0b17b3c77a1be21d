// The sandbox's build of the secure site's frame app, for scripted logins only (the browser tests
// and the bench): the product's app, whose key step the projects of SCRIPTED_SANDBOX_PROJECTS answer
// with their recovery password. `npm start` serves the product's own build (dist/secure-site).
import { runFrameApp } from '../../../../secure-site/src/frame/app/runFrameApp'
import { SCRIPTED_SANDBOX_PROJECTS } from '../sandboxProjects'
import { scriptedKeyPrompt } from './scriptedKeyPrompt'

runFrameApp({
  keyPromptFor: (projectId) => {
    const password = Object.hasOwn(SCRIPTED_SANDBOX_PROJECTS, projectId) ? SCRIPTED_SANDBOX_PROJECTS[projectId]?.scriptedRecoveryPassword : undefined
    if (password === undefined) return undefined
    console.info(`[sandbox secure site] project ${projectId} answers the wallet's key step with its scripted recovery password`)
    return scriptedKeyPrompt(password)
  },
})
