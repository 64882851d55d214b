import type { Bilingual } from '@/lib/bilingual'
import type { SeedLayout } from '../../service-pages/types'
import { ar } from './ar'
import { en } from './en'
import type { PolicyPart } from './types'

/** The date the text last changed, shown under the page's title as "Last updated". */
export const POLICY_UPDATED = '2026-11-29T00:00:00.000Z'

const pair = (english: string, arabic: string): Bilingual => ({ en: english, ar: arabic })

/** One part in both languages (the two texts have the same parts, clause for clause). */
type SeedPart =
  { kind: 'clause'; text: Bilingual } | { kind: 'list'; items: Array<{ text: Bilingual }> }

const partOf = (english: PolicyPart, arabic: PolicyPart): SeedPart =>
  typeof english === 'string'
    ? { kind: 'clause', text: pair(english, arabic as string) }
    : {
        kind: 'list',
        items: english.list.map((item, index) => ({
          text: pair(item, (arabic as { list: readonly string[] }).list[index]),
        })),
      }

/** The policy's sections as the block stores them: each text an `{ en, ar }` pair. */
export const policySections = (): Array<{ title: Bilingual; parts: SeedPart[] }> =>
  en.map((section, index) => ({
    title: pair(section.title, ar[index].title),
    parts: section.blocks.map((part, partIndex) => partOf(part, ar[index].blocks[partIndex])),
  }))

/** The privacy policy page, top to bottom. */
export const privacyPolicy: SeedLayout = [
  {
    blockType: 'page-hero',
    eyebrow: pair('Legal', 'الشؤون القانونية'),
    title: pair('Privacy Policy', 'سياسة الخصوصية'),
    lead: pair(
      'The terms on which you may use this website and our services, and how we treat the information you give us.',
      'الشروط التي تحكم استخدامك لهذا الموقع ولخدماتنا، وكيف نتعامل مع المعلومات التي تقدمها إلينا.',
    ),
    art: 'privacy',
    size: 'compact',
  },
  {
    blockType: 'policy-sections',
    updated: POLICY_UPDATED,
    notice: pair(
      '',
      'هذه ترجمة عربية للنص الإنجليزي لتيسير الاطلاع عليه. وفي حال وجود أي اختلاف أو تعارض بين النصين، يكون النص الإنجليزي هو المعتمد ويسود.',
    ),
    noticeLink: pair('', 'اقرأ النص الإنجليزي المعتمد'),
    mapsPrivacyUrl: 'https://osmfoundation.org/wiki/Privacy_Policy',
    sections: policySections(),
  },
  {
    blockType: 'cta-band',
    title: pair('Questions about this policy?', 'هل لديك سؤال عن هذه السياسة؟'),
    text: pair(
      'Write to us and we will answer within one working day.',
      'راسلنا وسنرد عليك خلال يوم عمل واحد.',
    ),
    button: { label: pair('Contact us', 'تواصل معنا'), to: '/contact' },
    // Links to the policy's questions reach the band here.
    anchor: 'policy-questions',
  },
]
