import type { Payload } from 'payload'

import type { SeedResult } from './types'
import { seedRecord, seedUpload } from './upsert'

/** Created in this order: the public site lists the team by creation date (spec §7). */
const TEAM = [
  {
    initials: 'ya',
    ceo: true,
    en: ['Yousef Al-Ahmad', 'Founder & Chief Executive Officer'],
    ar: ['يوسف الأحمد', 'المؤسس والرئيس التنفيذي'],
  },
  {
    initials: 'nm',
    ceo: false,
    en: ['Noura Al-Mutairi', 'Head of Product Design'],
    ar: ['نورة المطيري', 'رئيسة تصميم المنتجات'],
  },
  {
    initials: 'kh',
    ceo: false,
    en: ['Khalid Haddad', 'Chief Technology Officer'],
    ar: ['خالد حداد', 'المدير التقني'],
  },
  {
    initials: 'sr',
    ceo: false,
    en: ['Sara Rahman', 'Lead Mobile Engineer'],
    ar: ['سارة رحمن', 'كبيرة مهندسي تطبيقات الجوال'],
  },
  {
    initials: 'of',
    ceo: false,
    en: ['Omar Farouk', 'ERP Solutions Manager'],
    ar: ['عمر فاروق', 'مدير حلول تخطيط موارد المؤسسات'],
  },
  {
    initials: 'lm',
    ceo: false,
    en: ['Layla Mansour', 'Client Success Lead'],
    ar: ['ليلى منصور', 'مسؤولة نجاح العملاء'],
  },
] as const

export async function seedTeam(payload: Payload, result: SeedResult) {
  for (const member of TEAM) {
    const photo = await seedUpload(payload, result, 'team-images', `team-${member.initials}.webp`, {
      en: `Monogram avatar of ${member.en[0]}`,
      ar: `صورة رمزية بالأحرف الأولى من اسم ${member.ar[0]}`,
    })
    await seedRecord(
      payload,
      result,
      'team-members',
      { name: { equals: member.en[0] } },
      {
        en: {
          name: member.en[0],
          position: member.en[1],
          is_ceo: member.ceo,
          image_storage_path: photo,
        },
        ar: { name: member.ar[0], position: member.ar[1] },
      },
    )
  }
}
