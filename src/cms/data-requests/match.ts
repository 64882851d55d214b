import type { Payload, PayloadRequest, Where } from 'payload'

/**
 * Whose data a request is about: an e-mail address, or a mobile number with
 * or without its country code. Written the way the person gave it; matched
 * by its digits, so "+965 5555 1234", "96555551234" and "55551234" are the
 * same number.
 */
export type Person = { kind: 'email'; email: string } | { kind: 'phone'; digits: string }

/** The longest address there is (RFC 5321). */
const EMAIL_MAX_LENGTH = 254
/** A number shorter than this would match strangers' numbers by its tail. */
const PHONE_MIN_DIGITS = 7
const PHONE_MAX_DIGITS = 15

const digitsOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '')

/** The person a typed address or number names, or null when it names nobody. */
export function personOf(typed: unknown): Person | null {
  if (typeof typed !== 'string') return null
  const value = typed.trim()
  if (!value || value.length > EMAIL_MAX_LENGTH) return null
  if (value.includes('@')) {
    const email = value.toLowerCase()
    return /^[^\s@]+@[^\s@]+$/.test(email) ? { kind: 'email', email } : null
  }
  if (!/^\+?[\d\s().-]+$/.test(value)) return null
  const digits = digitsOf(value)
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS
    ? { kind: 'phone', digits }
    : null
}

/** How the person is named in the audit log: enough to tell requests apart, not the address itself. */
export function maskedPerson(person: Person): string {
  if (person.kind === 'phone') return `…${person.digits.slice(-4)}`
  const [local, domain] = person.email.split('@')
  return `${local.slice(0, 1)}…@${domain}`
}

type Row = Record<string, unknown> & { id: number | string }

/** Whether a stored enquiry is the person's: the same address, or the same number with or without its code. */
export function isPersons(row: Row, person: Person): boolean {
  if (person.kind === 'email')
    return typeof row.email === 'string' && row.email.trim().toLowerCase() === person.email
  const full = digitsOf(row.full_mobile)
  const national = digitsOf(row.mobile)
  return (
    full === person.digits ||
    national === person.digits ||
    (national !== '' && full.endsWith(person.digits) && person.digits.endsWith(national))
  )
}

/**
 * The database narrows (an address containing the typed one, a number ending
 * in its last seven digits); isPersons decides. `like` is case-blind on both
 * databases; the national part is all a number's forms share.
 */
function candidates(person: Person): Where {
  if (person.kind === 'email') return { email: { like: person.email } }
  const tail = person.digits.slice(-PHONE_MIN_DIGITS)
  return { or: [{ full_mobile: { contains: tail } }, { mobile: { contains: tail } }] }
}

/** Every enquiry and form submission of the person, newest first, with its form's title. */
export async function findPersonsEnquiries(
  payload: Payload,
  person: Person,
  req?: PayloadRequest,
): Promise<Row[]> {
  const { docs } = await payload.find({
    collection: 'contact-submissions',
    where: candidates(person),
    sort: '-submitted_at',
    pagination: false,
    limit: 0,
    depth: 1,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return (docs as unknown as Row[]).filter((row) => isPersons(row, person))
}

/** The files sent with these enquiries (a built form's CVs), by their submission tokens. */
export async function filesOf(payload: Payload, rows: Row[], req?: PayloadRequest) {
  const tokens = rows.map((row) => row.submission_token).filter(Boolean) as string[]
  if (tokens.length === 0) return []
  const { docs } = await payload.find({
    collection: 'form-files',
    where: { submission_token: { in: tokens } },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return docs as unknown as Array<Row & { filename?: string; original_name?: string }>
}

/** The copies of these enquiries still waiting in the job queue (e-mail, webhook). */
export async function queuedCopiesOf(payload: Payload, rows: Row[], req?: PayloadRequest) {
  if (rows.length === 0) return []
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { 'input.submissionId': { in: rows.map((row) => String(row.id)) } },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return docs as unknown as Row[]
}

/** What one person has sent, with its files and the copies still queued: what the view and the API show. */
export async function personsData(payload: Payload, person: Person) {
  const rows = await findPersonsEnquiries(payload, person)
  const files = await filesOf(payload, rows)
  const copies = await queuedCopiesOf(payload, rows)
  return { rows, files, copies }
}
