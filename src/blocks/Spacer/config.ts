import { choice } from '@/cms/choice-field'
import { block } from '../block'

/** Room between two sections, with or without a line across. */
export const SpacerBlock = block(
  'spacer',
  {
    singular: { en: 'Space or line', ar: 'مسافة أو خط فاصل' },
    plural: { en: 'Spaces and lines', ar: 'مسافات وخطوط فاصلة' },
  },
  [
    {
      type: 'row',
      fields: [
        choice(
          'size',
          { en: 'Height', ar: 'الارتفاع' },
          {
            small: { en: 'Small (32 px)', ar: 'صغيرة (32 بكسل)' },
            medium: { en: 'Medium (64 px)', ar: 'متوسطة (64 بكسل)' },
            large: { en: 'Large (96 px)', ar: 'كبيرة (96 بكسل)' },
          },
          { defaultValue: 'medium', required: true },
        ),
        {
          name: 'line',
          label: { en: 'Line across', ar: 'خط فاصل' },
          type: 'checkbox',
          defaultValue: false,
        },
      ],
    },
  ],
)
