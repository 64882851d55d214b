import type { Payload } from 'payload'

import type { SubmitOptions } from '../../src/lib/contact/submit'
import { toPublicForm, type PublicForm } from '../../src/lib/forms/public-form'
import { submitForm, type FormOutcome } from '../../src/lib/forms/submit'
import { postedFrom } from '../../src/lib/forms/validate'
import { seedContactForm } from '../../src/seed/contact-form'
import type { Form } from '../../src/payload-types'

/** What a visitor types into the contact form, by input name (the country as `mobile__country`). */
export type ContactValues = Record<string, string | string[]>

/** The contact form's id per Payload: written by the seed once, also when posts race. */
const written = new WeakMap<Payload, Promise<number>>()

/**
 * The contact form as the site reads it: written by the seed once (a test
 * database may be migrated but not seeded), then read in English as it is now.
 */
export async function contactForm(payload: Payload): Promise<PublicForm> {
  if (!written.has(payload))
    written.set(payload, seedContactForm(payload, { created: 0, updated: 0 }))
  const id = await written.get(payload)!
  const doc = await payload.findByID({
    collection: 'forms',
    id,
    locale: 'en',
    depth: 1,
    overrideAccess: true,
  })
  return toPublicForm(doc as Form, 'en')
}

/** A post to the contact form through the pipeline its page's action runs (lib/forms/submit.ts). */
export async function submitContact(
  payload: Payload,
  values: ContactValues,
  options: SubmitOptions,
): Promise<FormOutcome> {
  return submitForm(payload, await contactForm(payload), postedFrom(values), options)
}
