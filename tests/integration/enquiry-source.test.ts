import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { enquirySource } from '@/lib/attribution/source'
import { submitContact as submitEnquiry } from '../support/contact-form'

import { startTestPayload } from '../support/payload'
import { rest, signIn } from '../support/rest'

/**
 * Where an enquiry came from is stored with it and never costs it: hostile
 * attribution is cleaned or dropped, the enquiry always stored. Sales find
 * enquiries by source and campaign in the inbox (the list's filters and
 * search are Payload's REST queries).
 */
let payload: Payload
let stop: () => Promise<void>
let token = ''
const open = { allow: async () => true }
const options = {
  clientKey: 'source-test',
  limits: { address: open, site: open },
  startDelivery: () => {},
}
const SITE = ['localhost']

const form = (subject: string) => ({
  name: 'Source Tester',
  mobile__country: 'KW',
  mobile: '55550000',
  email: 'source@example.com',
  company: 'Source Co',
  subject,
  message: 'Where did I come from?',
})

const stored = async (subject: string) =>
  (
    await payload.find({
      collection: 'contact-submissions',
      where: { subject: { equals: subject } },
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  ;({ payload, stop } = await startTestPayload())
  await payload.create({
    collection: 'users',
    data: {
      email: 'source-sales@example.com',
      password: 'date-palms-at-dawn-42',
      role: 'sales',
      name: 'Sales',
    },
  })
  token = await signIn(payload, 'source-sales@example.com', 'date-palms-at-dawn-42')
}, 120_000)
afterAll(async () => stop?.())

describe('where an enquiry came from', () => {
  it('is stored with the enquiry, from the visit and the post’s Referer', async () => {
    const source = enquirySource({
      visit: JSON.stringify({
        landing: '/?utm_source=ignored',
        referrer: 'news.example.org',
        page: '/ar/contact',
        device: 'phone',
        utm_source: 'newsletter',
        utm_campaign: 'إطلاق الخدمة',
      }),
      referer: 'http://localhost/ar/contact',
      siteHosts: SITE,
      locale: 'ar',
    })
    expect((await submitEnquiry(payload, form('stored'), { ...options, source })).status).toBe(
      'success',
    )
    const [doc] = await stored('stored')
    expect(doc).toMatchObject({
      landing_page: '/',
      form_page: '/ar/contact',
      referrer_host: 'news.example.org',
      utm_source: 'newsletter',
      utm_campaign: 'إطلاق الخدمة',
      site_language: 'ar',
      device: 'phone',
    })
  })

  it('never costs the enquiry: hostile attribution is cleaned or dropped, the enquiry stored', async () => {
    const hostile = [
      'x'.repeat(10_000),
      '{"landing":',
      JSON.stringify({
        landing: 'javascript:alert(1)',
        referrer: 'javascript:alert(1)',
        device: 'fridge',
      }),
      JSON.stringify({
        utm_source: '<script>alert(1)</script>',
        utm_medium: 'a\r\nb',
        utm_campaign: 'c'.repeat(3_000),
      }),
      JSON.stringify({ landing: { nested: true }, utm_term: ['array'], page: 42 }),
      JSON.stringify({ __proto__: { status: 'won' }, status: 'won', delivery_key: 'forged' }),
    ]
    for (const [index, visit] of hostile.entries()) {
      const source = enquirySource({
        visit,
        referer: index % 2 ? 'not a url' : 'http://localhost/contact?utm_medium=%0D%0Aevil',
        siteHosts: SITE,
        locale: 'xx',
      })
      const subject = `hostile-${index}`
      expect((await submitEnquiry(payload, form(subject), { ...options, source })).status).toBe(
        'success',
      )
      const [doc] = await stored(subject)
      expect(doc.status).toBe('new')
      expect(doc.delivery_key).not.toBe('forged')
      for (const field of [
        'landing_page',
        'referrer_host',
        'utm_source',
        'utm_campaign',
        'utm_medium',
      ] as const) {
        const value = doc[field] ?? ''
        expect(value.length, field).toBeLessThanOrEqual(200)
        expect(value, field).not.toMatch(/[<>\r\n]|javascript:/i)
      }
      expect(doc.device ?? null).toBeNull()
      expect(doc.site_language ?? null).toBeNull()
    }
    expect((await stored('hostile-3'))[0].utm_campaign).toHaveLength(200)
    expect((await stored('hostile-3'))[0].utm_medium).toBe('a b')
  })

  it('is what sales filter and search the inbox by', async () => {
    for (const [subject, utm_source, utm_campaign] of [
      ['filter-a', 'newsletter', 'launch'],
      ['filter-b', 'linkedin', 'launch'],
      ['filter-c', 'newsletter', 'ramadan'],
    ]) {
      await submitEnquiry(payload, form(subject), {
        ...options,
        source: { utm_source, utm_campaign },
      })
    }
    const subjects = async (query: string) => {
      const answer = await rest(
        payload,
        'GET',
        `/contact-submissions?${query}&limit=50&sort=subject`,
        { token },
      )
      expect(answer.status).toBe(200)
      return (answer.body.docs as Array<{ subject: string }>)
        .map((doc) => doc.subject)
        .filter((subject) => subject.startsWith('filter-'))
    }
    expect(await subjects('where[utm_campaign][equals]=launch')).toEqual(['filter-a', 'filter-b'])
    expect(
      await subjects(
        'where[and][0][utm_source][equals]=newsletter&where[and][1][utm_campaign][equals]=ramadan',
      ),
    ).toEqual(['filter-c'])
    const csv = await rest(
      payload,
      'GET',
      '/contact-submissions/export.csv?where[utm_source][equals]=linkedin',
      { token },
    )
    expect(csv.text).toContain('filter-b')
    expect(csv.text).not.toContain('filter-a')
    // The list's search box looks in the campaign too.
    const search = await rest(payload, 'GET', '/contact-submissions/export.csv?search=ramadan', {
      token,
    })
    expect(search.text).toContain('filter-c')
    expect(search.text).not.toContain('filter-b')
  })
})
