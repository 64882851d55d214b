import { describe, expect, it } from 'vitest'

import {
  enquiriesWithStatus,
  statusLabel,
  STATUS_LABELS,
  SUBMISSION_STATUSES,
} from '@/cms/collections/enquiry-statuses'
import { contactHref } from '@/cms/components/contact-links'
import { kuwaitDisplayTime, kuwaitSpreadsheetTime } from '@/cms/kuwait-time'

describe('enquiry contact links', () => {
  it.each([
    ['email', 'sara@example.com', 'mailto:sara@example.com'],
    ['email', '  sara@example.com ', 'mailto:sara@example.com'],
    ['phone', '+965 2220 4400', 'tel:+96522204400'],
    ['phone', '+965 (2220)-4400', 'tel:+96522204400'],
    ['phone', '22204400', 'tel:22204400'],
    ['phone', '+9+65 1', 'tel:+9651'],
  ] as const)('%s %j links to %s', (kind, value, href) => {
    expect(contactHref(kind, value)).toBe(href)
  })

  it.each([
    // Whatever an older enquiry holds, nothing after the mailbox becomes a header field.
    ['reply?cc=boss@example.com', 'mailto:reply%3Fcc%3Dboss@example.com'],
    ['x&bcc=all@example.com', 'mailto:x%26bcc%3Dall@example.com'],
    ['a%3Fcc=b@example.com', 'mailto:a%253Fcc%3Db@example.com'],
    ['cut#here@example.com', 'mailto:cut%23here@example.com'],
    ['user+tag@example.com', 'mailto:user%2Btag@example.com'],
    ['user@example.com?subject=Hi&body=x', 'mailto:user@example.com%3Fsubject%3DHi%26body%3Dx'],
    ['user@bücher.de', 'mailto:user@b%C3%BCcher.de'],
  ])('e-mail %j links to %s, with no header field', (value, href) => {
    expect(contactHref('email', value)).toBe(href)
    expect(new URL(href).search).toBe('')
    expect(new URL(href).hash).toBe('')
  })

  it.each([
    ['email', ''],
    ['email', null],
    ['phone', '   '],
    ['phone', '+'],
    ['phone', 'call me'],
    ['phone', 12345],
  ] as const)('%s %j is shown without a link', (kind, value) => {
    expect(contactHref(kind, value)).toBeNull()
  })
})

describe('enquiry statuses', () => {
  it('names every status in both admin languages, and shows an unknown value as stored', () => {
    for (const status of SUBMISSION_STATUSES) {
      expect(STATUS_LABELS[status].en).toBeTruthy()
      expect(STATUS_LABELS[status].ar).toMatch(/[\u0600-\u06FF]/)
    }
    expect(statusLabel('in progress', 'ar')).toBe('قيد المتابعة')
    expect(statusLabel('legacy', 'en')).toBe('legacy')
    expect(statusLabel(undefined, 'en')).toBe('')
  })

  it('links each status to the list filtered as Payload writes it', () => {
    const url = new URL(enquiriesWithStatus('in progress'), 'http://localhost')
    expect(url.pathname).toBe('/admin/collections/contact-submissions')
    expect(url.searchParams.get('where[or][0][and][0][status][equals]')).toBe('in progress')
    expect(enquiriesWithStatus(null)).toBe('/admin/collections/contact-submissions')
  })
})

describe('Kuwait time', () => {
  it('writes times a spreadsheet reads as dates, in Kuwait (UTC+3, no daylight saving)', () => {
    expect(kuwaitSpreadsheetTime('2026-11-25T06:30:00.000Z')).toBe('2026-11-25 09:30:00')
    expect(kuwaitSpreadsheetTime('2026-06-30T22:15:09Z')).toBe('2026-07-01 01:15:09')
    expect(kuwaitSpreadsheetTime('2026-12-31T21:00:00Z')).toBe('2027-01-01 00:00:00')
    for (const bad of ['', null, undefined, 'yesterday', '2026-13-45T99:00:00Z'])
      expect(kuwaitSpreadsheetTime(bad)).toBe('')
  })

  it('shows admin times in the admin language with Latin digits', () => {
    expect(kuwaitDisplayTime('2026-11-25T06:30:00.000Z', 'en')).toMatch(/25 Nov 2026.*09:30/)
    const arabic = kuwaitDisplayTime('2026-11-25T06:30:00.000Z', 'ar')
    expect(arabic).toMatch(/2026/)
    expect(arabic).toMatch(/9:30/)
    expect(arabic).not.toMatch(/[٠-٩]/)
    expect(kuwaitDisplayTime('garbage', 'ar')).toBe('garbage')
  })
})
