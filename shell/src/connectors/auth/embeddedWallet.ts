import type { ChainNamespace, Connector, PreferredAccountType, SocialProvider } from '@portico/contracts'
import type { PrimitiveAtom } from 'jotai/vanilla'
import type { ConnectionActions } from '../../connection/connectionActions'
import type { ModalActions } from '../../core/modalActions'
import type { ShellContext } from '../../core/shellContext'
import { createAlertingFrameCall } from './alertingFrameCall'
import { createAuthConnectors } from './authConnectors'
import { createAuthStorage } from './authStorage'
import { createEmailSteps, type EmailSteps } from './emailSteps'
import { createEmbeddedAccountType } from './embeddedAccountType'
import { createEmbeddedFrame } from './embeddedFrame'
import { followAuthNamespace } from './followAuthNamespace'
import { createFrameApproval } from './frameApproval'
import type { FrameCall } from './frameCall'
import { createFrameUserStep } from './frameUserStep'
import { isAuthNamespace } from './isAuthNamespace'
import { setPreferredAccountType } from './preferredAccountType'
import { createSocialSteps, type SocialSteps } from './socialSteps'

export interface EmbeddedWalletDependencies {
  modal: ModalActions
  connection: Pick<ConnectionActions, 'connectWith' | 'refreshBalance' | 'switchNetwork'>
  toast: (message: string, variant: 'error') => void
  /** The email the plugins read (AuthHost.email); it exists before this chunk loads. */
  email: PrimitiveAtom<string | undefined>
  /** The email cooldown the plugins read (AuthHost.lastEmailLoginTime); kept in the auth storage too. */
  lastEmailLoginTime: PrimitiveAtom<number | undefined>
  /** The social username the Account view shows (SPEC section 3). */
  socialUsername: PrimitiveAtom<string | undefined>
  socialProvider: PrimitiveAtom<SocialProvider | undefined>
}

/** The embedded wallet once its chunk loaded: the email and social steps, and what the shell drives. */
export interface EmbeddedWallet extends EmailSteps, SocialSteps {
  /** Adds the frame and waits for it to be ready. */
  prepare: () => Promise<void>
  /** A stored session's connector for `namespace` (the restore checks it with getAccounts). */
  restore: (namespace: ChainNamespace) => Connector | undefined
  /** Account settings: the embedded wallet's type. */
  switchAccountType: (type: PreferredAccountType) => Promise<void>
  /** ApproveTransaction's place on screen: the frame shows its approval UI there. */
  showFrameAt: (rect: DOMRect | undefined) => void
}

/**
 * The embedded wallet on the page's side: the secure frame (added on first use), one auth
 * connector per namespace (eip155, solana), the approval of unsafe requests, and the email and
 * social steps (emailSteps, socialSteps) that end in a connection.
 * The keys stay in the frame; this only passes messages (docs/frame-protocol.md).
 */
export function createEmbeddedWallet(ctx: ShellContext, deps: EmbeddedWalletDependencies): EmbeddedWallet {
  const { store, atoms, options, log } = ctx
  const storage = createAuthStorage(ctx.localStorage)
  const stored = storage.read()
  store.set(deps.email, stored.email)
  store.set(deps.lastEmailLoginTime, stored.lastEmailLoginTime)
  store.set(deps.socialUsername, stored.socialUsername)
  store.set(deps.socialProvider, stored.socialProvider)

  const frame = createEmbeddedFrame(ctx, { storage, showUserStep: createFrameUserStep(ctx, deps.modal) })
  const call: FrameCall = createAlertingFrameCall(frame.get, (alert) => store.set(atoms.alert, alert))
  const approval = createFrameApproval(ctx, { modal: deps.modal, refreshBalance: deps.connection.refreshBalance, frame: frame.get })
  const session = { email: deps.email, socialUsername: deps.socialUsername, socialProvider: deps.socialProvider }
  const connectors = createAuthConnectors(ctx, { call, storage, approve: approval.approve, modal: deps.modal, connection: deps.connection, toast: deps.toast, session })
  const accountType = createEmbeddedAccountType(ctx, call, () => connectors.lastUser()?.smartAccountDeployed ?? false)
  followAuthNamespace(ctx, deps.connection, connectors.connectorFor)

  /**
   * Connects the namespace of the active network (eip155 when it is not one the embedded wallet
   * has), once the frame holds a session (a code, a social or Farcaster sign-in).
   */
  const connect = async () => {
    const active = store.get(atoms.network)?.chainNamespace
    const namespace: ChainNamespace = isAuthNamespace(active) ? active : 'eip155'
    await deps.connection.connectWith(namespace, async () => connectors.connectorFor(namespace))
    const error = store.get(atoms.connectError)
    if (error) throw new Error(error)
    void setPreferredAccountType({ call, storage, log, defaultAccountTypes: options.defaultAccountTypes }, namespace).then((type) =>
      accountType.show(type, connectors.lastUser()?.smartAccountDeployed ?? false),
    )
  }

  const email = createEmailSteps({ store, call, storage, email: deps.email, lastEmailLoginTime: deps.lastEmailLoginTime, connect })
  const social = createSocialSteps({
    ctx,
    call,
    storage,
    socialUsername: deps.socialUsername,
    socialProvider: deps.socialProvider,
    frameOrigin: () => frame.get().origin,
    authNetwork: () => {
      const network = store.get(atoms.network)
      return network && isAuthNamespace(network.chainNamespace) ? network : undefined
    },
    connect,
  })

  return {
    ...email,
    ...social,
    prepare: async () => {
      await frame.get().ready
    },
    restore: (namespace) => (isAuthNamespace(namespace) ? connectors.connectorFor(namespace) : undefined),
    switchAccountType: accountType.switchTo,
    showFrameAt: (rect) => frame.current()?.showAt(rect),
  }
}
