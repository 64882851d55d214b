import { pageBodyEditor } from '@/cms/rich-text/blog-body'
import { validateBlogBody } from '@/cms/rich-text/blog-body-rules'
import { block } from '../block'
import { pageSectionFields } from '../section-fields'

/** Text as staff write it: headings, paragraphs, lists, quotes and links. */
export const RichTextBlock = block(
  'rich-text',
  {
    singular: { en: 'Text', ar: 'نص' },
    plural: { en: 'Texts', ar: 'نصوص' },
  },
  [
    ...pageSectionFields(),
    {
      name: 'body',
      label: { en: 'Text', ar: 'النص' },
      type: 'richText',
      localized: true,
      required: true,
      editor: pageBodyEditor,
      validate: validateBlogBody,
      admin: {
        description: {
          en: 'Headings, lists, quotes and links. Arabic falls back to English when empty.',
          ar: 'عناوين وقوائم واقتباسات وروابط. وإذا تُرك النص العربي فارغًا يُعرض النص الإنجليزي.',
        },
      },
    },
  ],
)
