/** What a staff-only answer carries: never kept by a browser or a proxy. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' }

/**
 * A custom endpoint's refusal, in the shape Payload's own REST answers use
 * (`{ errors: [{ message }] }`), so the admin and API clients read one shape.
 */
export const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: NO_STORE })
