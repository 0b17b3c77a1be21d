import { useEffect, useRef } from 'react'

/** The one-time codes the auth service mails have 6 digits. */
export const OTP_LENGTH = 6

interface OtpInputProps {
  id: string
  label: string
  value: string
  disabled: boolean
  onChange: (digits: string) => void
  /** Called once, from the change that completes the code. */
  onComplete: (code: string) => void
}

/**
 * The code as six boxes: one real field (digits only, the device's one-time-code autofill, a paste
 * of the whole code) laid over six drawn boxes that show its digits, submitted at 6 digits without a
 * button. One field, not six, so autofill and paste fill the whole code at once and assistive
 * technology reads one field. Focus comes back to it when it is enabled again (after a refused code).
 */
export function OtpInput({ id, label, value, disabled, onChange, onComplete }: OtpInputProps) {
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (!disabled) input.current?.focus()
  }, [disabled])
  return (
    <div className="email-step-field">
      <label htmlFor={id}>{label}</label>
      <div className="otp-boxes">
      <input
        ref={input}
        id={id}
        className="email-step-input email-step-otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        spellCheck={false}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH)
          onChange(digits)
          // From the change, not an effect: a re-render never submits the same code twice.
          if (digits.length === OTP_LENGTH && digits !== value) onComplete(digits)
        }}
      />
        <div className="otp-box-row" aria-hidden="true" data-testid="otp-boxes">
          {Array.from({ length: OTP_LENGTH }, (_, index) => (
            <span key={index} className={index === Math.min(value.length, OTP_LENGTH - 1) ? 'otp-box current' : 'otp-box'}>
              {value[index] ?? ''}
            </span>
          ))}
        </div>
      </div>
    </div>
  )
}
