import type { Payload } from 'payload'

import { BUILTIN_TEAM } from '@/sections/home/builtin'
import type { SeedResult } from './types'
import { seedRecord } from './upsert'

/**
 * Created in this order: the public site lists the team by creation date. The
 * first four are the home page's built-in members, shown when the CMS cannot
 * answer; the seed adds two more.
 */
const TEAM = [
  ...BUILTIN_TEAM,
  {
    name: { en: 'Omar Farouk', ar: 'عمر فاروق' },
    position: { en: 'ERP Solutions Manager', ar: 'مدير حلول تخطيط موارد المؤسسات' },
    isCeo: false,
  },
  {
    name: { en: 'Layla Mansour', ar: 'ليلى منصور' },
    position: { en: 'Client Success Lead', ar: 'مسؤولة نجاح العملاء' },
    isCeo: false,
  },
]

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
      { name: { equals: member.name.en } },
      {
        en: { name: member.name.en, position: member.position.en, is_ceo: member.isCeo },
        ar: { name: member.name.ar, position: member.position.ar },
      },
    )
  }
}
