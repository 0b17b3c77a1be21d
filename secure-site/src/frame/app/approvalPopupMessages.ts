import { z } from 'zod'
import { approvalRequestSchema } from './approvalRequest'

/** The popup tells its opener (the frame) it is listening. */
export const approvalPopupReadySchema = z.object({ type: z.literal('portico-approval/READY') })

/** The frame hands the popup the request to show, once per popup. */
export const approvalPopupRequestSchema = z.object({
  type: z.literal('portico-approval/REQUEST'),
  id: z.string().min(1).max(100),
  request: approvalRequestSchema,
  themeMode: z.enum(['light', 'dark']).optional(),
})
export type ApprovalPopupRequest = z.infer<typeof approvalPopupRequestSchema>

/** The user's answer in the popup, for the request of the same id. */
export const approvalPopupAnswerSchema = z.object({ type: z.literal('portico-approval/ANSWER'), id: z.string().min(1).max(100), approved: z.boolean() })
export type ApprovalPopupAnswer = z.infer<typeof approvalPopupAnswerSchema>
