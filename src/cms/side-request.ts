import type { PayloadRequest } from 'payload'

/**
 * A copy of the request for a lookup made while a save is under way. Passing
 * the request itself keeps the lookup in the save's transaction, but Payload
 * then overwrites the request's locale and fallback locale with the lookup's
 * own, and the rest of the save would run in the wrong language. The copy
 * shares the transaction and leaves the save's request as it was.
 */
export const sideRequest = (req: PayloadRequest | Partial<PayloadRequest>): PayloadRequest =>
  ({ ...req }) as PayloadRequest
