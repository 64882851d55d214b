import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  UploadFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'
import type {
  Field,
  FieldAffectingData,
  PayloadRequest,
  RichTextField,
  TextFieldSingleValidation,
} from 'payload'

import { isSafeUrl } from '@/lib/safe-url'
import { siteMessage } from '../admin-labels/messages'
import { validateBlogBody } from './blog-body-rules'
import { ToolbarNamesFeature } from './toolbar-names'

/**
 * What a blog body may hold, and nothing more: the page renders exactly these
 * (src/sections/blog/PostBody.tsx). Headings start at h2 because the post's
 * title is its h1; no alignment or indent, so Arabic and English bodies follow
 * their own reading direction; images only from blog-images.
 */
const features = ({ images }: { images: boolean }) => [
  ParagraphFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
  BoldFeature(),
  ItalicFeature(),
  UnorderedListFeature(),
  OrderedListFeature(),
  BlockquoteFeature(),
  LinkFeature({
    enabledCollections: [],
    // Pasted text never turns into links by itself: every link is one staff chose and checked.
    disableAutoLinks: true,
    fields: ({ defaultFields }) => defaultFields.map(withSafeUrlRule),
  }),
  ...(images ? [UploadFeature({ enabledCollections: ['blog-images'], collections: {} })] : []),
  FixedToolbarFeature(),
  InlineToolbarFeature(),
  ToolbarNamesFeature(),
]

/** The link's address must be one a visitor can follow safely (src/lib/safe-url.ts). */
function withSafeUrlRule<T extends Field | FieldAffectingData>(field: T): T {
  if (!('name' in field) || field.name !== 'url') return field
  const validate: TextFieldSingleValidation = (value, { siblingData, req }) => {
    if ((siblingData as { linkType?: string })?.linkType === 'internal') return true
    return isSafeUrl(value) || siteMessage(req as Partial<PayloadRequest>, 'bodyLinkUnsafe')
  }
  return { ...field, validate } as T
}

export const blogBodyEditor = lexicalEditor({ features: () => features({ images: true }) })

/**
 * A text section of a page staff make: the blog body's headings, lists,
 * quotes and links, drawn by the same view, without inline pictures (a page's
 * pictures are image sections, from Page images).
 */
export const pageBodyEditor = lexicalEditor({ features: () => features({ images: false }) })

/** The post's body: rich text in English and Arabic (Arabic falls back to English when empty). */
export const blogBodyField: RichTextField = {
  name: 'content',
  type: 'richText',
  localized: true,
  editor: blogBodyEditor,
  label: { en: 'Body', ar: 'نص المقال' },
  admin: {
    description: {
      en: 'Headings, lists, quotes, links and images from Blog images. Arabic falls back to English when empty.',
      ar: 'عناوين وقوائم واقتباسات وروابط وصور من «صور المقالات». وإذا تُرك النص العربي فارغًا يُعرض النص الإنجليزي.',
    },
  },
  validate: validateBlogBody,
}
