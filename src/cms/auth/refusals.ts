import {
  APIError,
  type CollectionAfterErrorHook,
  type PayloadRequest,
  ValidationError,
} from 'payload'

/**
 * The sign-in and password refusals, and a hook that makes sure the admin gets
 * them as thrown.
 *
 * A production build bundles Payload into several server chunks (the REST
 * route, the admin pages), and whichever boots first owns the one Payload
 * instance, hooks included. The REST route's error formatter then may not
 * recognise our error as *its* APIError or ValidationError (`instanceof`
 * fails), and the answer became "An unknown error occurred." or lost the field
 * errors the admin shows under the password field (measured in the e2e run).
 * Each refusal made here carries its exact answer under a registry symbol,
 * which every chunk shares, and `answerAsThrown` sends that answer.
 */
const ANSWER = Symbol.for('nakhla.auth.answer')

type Answer = { status: number; body: { errors: Array<Record<string, unknown>> } }

function withAnswer<T extends Error>(error: T, answer: Answer): T {
  Object.defineProperty(error, ANSWER, { value: answer })
  return error
}

/** 429 with a message the admin's login form shows as it is. */
export function tooManyAttempts(message: string): APIError {
  return withAnswer(new APIError(message, 429, null, true), {
    status: 429,
    body: { errors: [{ message }] },
  })
}

/** Any other refusal (403, 400…) whose message the admin must show as it is. */
export function refused(status: number, message: string): APIError {
  return withAnswer(new APIError(message, status, null, true), {
    status,
    body: { errors: [{ message }] },
  })
}

/**
 * 400 with a field error on `password`, shown under the admin's password
 * field; the error's own message (the admin's toast) is the reason too, so a
 * phone, where the field's tooltip stays hidden, still says why.
 */
export function passwordRefused(
  collection: string,
  message: string,
  req: Partial<PayloadRequest>,
): ValidationError {
  const error = new ValidationError(
    { collection, errors: [{ message, path: 'password' }], req },
    req.t,
  )
  return withAnswer(error, {
    status: 400,
    body: { errors: [{ name: 'ValidationError', message, data: error.data }] },
  })
}

/** afterError of a collection (REST): the refusals above, answered as thrown. */
export const answerAsThrown: CollectionAfterErrorHook = ({ error }) => {
  const answer = (error as Error & { [ANSWER]?: Answer })[ANSWER]
  if (answer) return { response: answer.body, status: answer.status }
}
