import { useEffect, useState } from 'react'
import { useShellCore } from '../../ShellContext'

/** The QR code SVG of `value`, once the WalletConnect chunk (with the encoder) has loaded. */
export function useQrCode(value: string | undefined, size: number): string | undefined {
  const core = useShellCore()
  const [svg, setSvg] = useState<{ value: string; markup: string }>()
  useEffect(() => {
    if (!value) return
    let current = true
    core.walletConnect
      .loadQrCode()
      .then((qrCodeSvg) => {
        if (current) setSvg({ value, markup: qrCodeSvg(value, size) })
      })
      .catch((error: unknown) => core.log.error('QR code failed to load:', error))
    return () => {
      current = false
    }
  }, [core, value, size])
  return svg && svg.value === value ? svg.markup : undefined
}
