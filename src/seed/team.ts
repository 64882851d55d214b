import type { Payload } from 'payload'

import type { SeedResult } from './types'
import { seedRecord } from './upsert'

/** Created in this order: the public site lists the team by creation date. */
const TEAM = [
  {
    ceo: true,
    en: ['Yousef Al-Ahmad', 'Founder & Chief Executive Officer'],
    ar: ['يوسف الأحمد', 'المؤسس والرئيس التنفيذي'],
  },
  {
    ceo: false,
    en: ['Noura Al-Mutairi', 'Head of Product Design'],
    ar: ['نورة المطيري', 'رئيسة تصميم المنتجات'],
  },
  {
    ceo: false,
    en: ['Khalid Haddad', 'Chief Technology Officer'],
    ar: ['خالد حداد', 'المدير التقني'],
  },
  {
    ceo: false,
    en: ['Sara Rahman', 'Lead Mobile Engineer'],
    ar: ['سارة رحمن', 'كبيرة مهندسي تطبيقات الجوال'],
  },
  {
    ceo: false,
    en: ['Omar Farouk', 'ERP Solutions Manager'],
    ar: ['عمر فاروق', 'مدير حلول تخطيط موارد المؤسسات'],
  },
  {
    ceo: false,
    en: ['Layla Mansour', 'Client Success Lead'],
    ar: ['ليلى منصور', 'مسؤولة نجاح العملاء'],
  },
] as const

/**
 * No pictures: a member without a photo is shown with the initials of their
 * name in the page's language (the home page's Team `Avatar`), so Arabic pages read
 * Arabic initials. Staff can upload a real photo at any time.
 */
export async function seedTeam(payload: Payload, result: SeedResult) {
  for (const member of TEAM) {
    await seedRecord(
      payload,
      result,
      'team-members',
      { name: { equals: member.en[0] } },
      {
        en: { name: member.en[0], position: member.en[1], is_ceo: member.ceo },
        ar: { name: member.ar[0], position: member.ar[1] },
      },
    )
  }
}
