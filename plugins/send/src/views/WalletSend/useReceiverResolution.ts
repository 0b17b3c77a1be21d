import { DEFAULT_DEBOUNCE_MS, type PluginHost } from '@portico/contracts'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { resolveReceiver } from '../../actions/resolveReceiver'
import type { SendAtoms } from '../../atoms'
import { looksLikeName } from '../../validation/isReceiverAddress'

/** Resolves what is typed in the receiver field: names once typing pauses, addresses at once. */
export function useReceiverResolution(host: PluginHost, atoms: SendAtoms): void {
  const receiverInput = useAtomValue(atoms.receiverInput)
  useEffect(() => {
    const timer = setTimeout(() => void resolveReceiver(host, atoms, receiverInput), looksLikeName(receiverInput) ? DEFAULT_DEBOUNCE_MS : 0)
    return () => clearTimeout(timer)
  }, [receiverInput])
}
