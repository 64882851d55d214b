import { pageBodyEditor } from '@/cms/rich-text/blog-body'
import type { PayloadRequest, RichTextFieldValidation } from 'payload'

import { siteMessage } from '@/cms/admin-labels/messages'
import { isWellFormedBody, validateBlogBody } from '@/cms/rich-text/blog-body-rules'
import { block } from '../block'
import { pageSectionFields } from '../section-fields'

/**
 * The blog body's rules, after the shape check the blog runs before its
 * hooks: a body sent through the API that is not the editor's JSON (a node
 * without a type, nesting past the limit) is refused, not stored unseen.
 */
const validateBody: RichTextFieldValidation = (value, options) =>
  isWellFormedBody(value)
    ? validateBlogBody(value, options)
    : siteMessage(options.req as Partial<PayloadRequest>, 'bodyNotRichText')

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
      validate: validateBody,
      admin: {
        description: {
          en: 'Headings, lists, quotes and links. Arabic falls back to English when empty.',
          ar: 'عناوين وقوائم واقتباسات وروابط. وإذا تُرك النص العربي فارغًا يُعرض النص الإنجليزي.',
        },
      },
    },
  ],
)
