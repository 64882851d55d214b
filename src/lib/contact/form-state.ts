import type { ContactErrorCode } from './schema'

export type ContactFormState = {
  status: 'idle' | 'success' | 'invalid' | 'rate-limited' | 'error'
  errors: Partial<Record<string, ContactErrorCode>>
  /** What the visitor typed, returned on failure so a no-JavaScript round trip keeps it. */
  values: Record<string, string>
  /** Changes on every answer so the form can reset after each success. */
  answeredAt: number
}

export const initialContactState: ContactFormState = {
  status: 'idle',
  errors: {},
  values: {},
  answeredAt: 0,
}
