import { line } from '../fields'
import { heading } from '../heading-fields'
import { block } from '../block'

/** The heading of the home team; the people are the team-members collection. */
export const HomeTeamBlock = block(
  'home-team',
  {
    singular: { en: 'Team section', ar: 'قسم الفريق' },
    plural: { en: 'Team sections', ar: 'أقسام الفريق' },
  },
  [
    ...heading(),
    line('ceoLabel', {
      en: 'Line above the chief executive’s name',
      ar: 'السطر فوق اسم الرئيس التنفيذي',
    }),
  ],
)
