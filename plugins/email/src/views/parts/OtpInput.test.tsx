// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OtpInput } from './OtpInput'

afterEach(cleanup)

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('')
  return <OtpInput id="code" label="Code" value={value} disabled={false} onChange={setValue} onComplete={onComplete} />
}

const boxes = () => [...screen.getByTestId('otp-boxes').children].map((box) => box.textContent)

describe('OtpInput', () => {
  it('shows the digits in six boxes as they are typed', () => {
    render(<Harness onComplete={() => {}} />)
    expect(boxes()).toEqual(['', '', '', '', '', ''])
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '12a' } })
    expect(boxes()).toEqual(['1', '2', '', '', '', ''])
  })

  it('takes a pasted or autofilled whole code in its one field and submits it once', () => {
    const onComplete = vi.fn()
    render(<Harness onComplete={onComplete} />)
    const field = screen.getByLabelText('Code')
    expect(field.getAttribute('autocomplete')).toBe('one-time-code')
    fireEvent.change(field, { target: { value: '123 456' } })
    expect(boxes()).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
  })
})
