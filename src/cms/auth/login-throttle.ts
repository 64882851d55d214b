import { pbkdf2, randomBytes } from 'node:crypto'

import type {
  CollectionAfterLoginHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

import { CLIENT_ADDRESS_HEADER } from '../../server/client-address'
import { siteMessage } from '../admin-labels/messages'
import { tooManyAttempts } from './refusals'

/**
 * Failed staff sign-ins, limited per account *and* client address, plus a
 * wider cap per address across accounts. Payload's own lock counts per account
 * only, so anybody who knows a staff e-mail could keep that person locked out;
 * here a stranger elsewhere on the internet only uses up their own attempts.
 *
 * Every attempt takes a point before Payload checks the password and a
 * successful sign-in gives it back (the account's count starts over), so what
 * accumulates is exactly the failures, whichever way Payload fails them
 * (wrong password, unknown e-mail, missing field), through REST or the Local API.
 *
 * In memory, like the enquiry limit: one process. Several instances need a
 * shared store (rate-limiter-flexible has Redis and PostgreSQL stores with the
 * same interface).
 */
export const LOGIN_LIMITS = {
  /** Failures for one account from one address before it is refused there. */
  perAccount: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Failures from one address, whatever the accounts, before it is refused. */
  perAddress: { points: 30, duration: 15 * 60, blockDuration: 15 * 60 },
}

type Limits = typeof LOGIN_LIMITS

export function createLoginThrottle(limits: Limits = LOGIN_LIMITS) {
  const account = new RateLimiterMemory({ ...limits.perAccount, keyPrefix: 'login-account' })
  const address = new RateLimiterMemory({ ...limits.perAddress, keyPrefix: 'login-address' })
  const accountKey = (email: string, from: string) => JSON.stringify([email, from])
  return {
    /**
     * Counts an attempt; returns the seconds to wait when it is refused,
     * undefined when it may go ahead.
     */
    async attempt(email: string, from: string): Promise<number | undefined> {
      try {
        await account.consume(accountKey(email, from))
        await address.consume(from)
        return undefined
      } catch (error) {
        if (error instanceof RateLimiterRes)
          return Math.max(1, Math.ceil(error.msBeforeNext / 1000))
        throw error
      }
    },
    /** The attempt succeeded: the account starts over here, the address gets its point back. */
    async succeeded(email: string, from: string): Promise<void> {
      await account.delete(accountKey(email, from))
      await address.reward(from)
    },
  }
}

let shared: ReturnType<typeof createLoginThrottle> | undefined
export const loginThrottle = () => (shared ??= createLoginThrottle())

/** The production server's own view of the client (never a header the client wrote). */
export function clientAddressOf(req: Partial<PayloadRequest>): string {
  return req.headers?.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown'
}

/** The e-mail as Payload's login compares it. */
const normaliseEmail = (email: unknown) =>
  typeof email === 'string' ? email.toLowerCase().trim() : ''

/*
 * Payload answers an unknown e-mail straight after one database read, but a
 * wrong password only after PBKDF2 (600,000 rounds of SHA-256, about 200 ms
 * here): the difference tells anyone which addresses are staff accounts. For
 * an unknown e-mail the same derivation runs against a throwaway salt.
 * These match Payload 3.90's current hashes (generatePasswordSaltHash.js);
 * tests/integration/staff-login.test.ts fails if they drift apart.
 */
const PBKDF2_ITERATIONS = 600_000
const PBKDF2_KEY_LENGTH = 32
const dummySalt = randomBytes(32).toString('hex')

export function spendPasswordCheckTime(password: string): Promise<void> {
  return new Promise((resolve, reject) =>
    pbkdf2(password, dummySalt, PBKDF2_ITERATIONS, PBKDF2_KEY_LENGTH, 'sha256', (error) =>
      error ? reject(error) : resolve(),
    ),
  )
}

type LoginContext = { loginThrottle?: { email: string; from: string } }

/** beforeOperation (login): refuse throttled attempts with 429, count the rest, even out timing. */
export const throttleLogin: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'login') return
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  const email = normaliseEmail(data.email)
  const from = clientAddressOf(req)
  const wait = await loginThrottle().attempt(email, from)
  if (wait !== undefined) {
    // routeError merges req.responseHeaders into the error response.
    req.responseHeaders = new Headers({ 'Retry-After': String(wait) })
    throw tooManyAttempts(siteMessage(req, 'signInTooManyAttempts'))
  }
  ;(req.context as LoginContext).loginThrottle = { email, from }
  if (email && typeof data.password === 'string' && data.password.trim()) {
    const { totalDocs } = await req.payload.db.count({
      collection: collection.slug,
      req,
      where: { email: { equals: email } },
    })
    if (totalDocs === 0) await spendPasswordCheckTime(data.password)
  }
}

/** afterLogin: a successful sign-in clears this account's failures from this address. */
export const forgetFailedLogins: CollectionAfterLoginHook = async ({ req }) => {
  const attempt = (req.context as LoginContext).loginThrottle
  if (attempt) await loginThrottle().succeeded(attempt.email, attempt.from)
}
