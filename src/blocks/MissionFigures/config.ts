import { cardText } from '../card-fields'
import { figureItems } from '../figure-fields'
import { heading } from '../heading-fields'
import { block } from '../block'

/** A statement (eyebrow, title, text) with a column of key figures beside it. */
export const MissionFiguresBlock = block(
  'mission-figures',
  {
    singular: { en: 'Mission and figures', ar: 'الرسالة والأرقام' },
    plural: { en: 'Missions and figures', ar: 'الرسائل والأرقام' },
  },
  [
    ...heading({ lead: false }),
    cardText('text', false),
    figureItems(4, 2, {
      en: 'Western digits in both languages (e.g. 2007).',
      ar: 'أرقام غربية في اللغتين (مثل 2007).',
    }),
  ],
)
