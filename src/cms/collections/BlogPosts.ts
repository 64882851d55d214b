import type {
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  TextField,
} from 'payload'

import { publishedOrStaff, staffWrites } from '../access'
import { pictureFields, slugField } from '../fields'
import { text, textarea } from '../text-fields'
import { revalidateHooks } from '../hooks/revalidate'
import { revalidateWhenDateComes } from '../jobs/publishing'
import { KUWAIT_TIME_ZONE } from '../../lib/kuwait-zone'
import { blogBodyField } from '../rich-text/blog-body'
import { refuseMalformedBody } from '../rich-text/blog-body-rules'
import {
  requireEnglishTitleToPublish,
  validateBlogSlug,
  writeSlugFromTitle,
} from './blog-post-rules'
import { listedAs } from '../admin-labels/sidebar'

/**
 * REST writers older than drafts send the old `status` column; without `_status`
 * it still decides whether the post is published.
 */
const statusFromLegacyWriters: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = args.data as Record<string, unknown> | undefined
  if (!data || data._status !== undefined || args.draft) return args
  if (data.status !== 'published' && data.status !== 'draft') return args
  return { ...args, data: { ...data, _status: data.status } }
}

/** `status` always says what `_status` says; a draft version never changes the published row. */
const mirrorStatus: CollectionBeforeChangeHook = ({ data }) => ({
  ...data,
  status: data._status === 'published' ? 'published' : 'draft',
})

/**
 * The slug is written from the English title on save (blog-post-rules.ts):
 * staff may change it but need not type it, so the admin shows it as optional,
 * not with Payload's "required" mark, and says where its value comes from.
 * The server still guarantees it: a published post always has a valid, free
 * slug, and the column stays unique.
 */
function blogSlugField(): TextField {
  const field = slugField({
    en: 'Filled from the English title; change it only if needed. Also accepted at /blog/<slug>, which redirects to the post’s numeric address.',
    ar: 'يُملأ تلقائيًا من العنوان الإنجليزي؛ لا تغيّره إلا عند الحاجة. يُقبل العنوان ‎/blog/<slug>‏ أيضًا، ويُحوَّل إلى العنوان الرقمي للمقال.',
  })
  return {
    ...field,
    required: false,
    validate: validateBlogSlug,
    admin: {
      ...field.admin,
      placeholder: { en: 'Filled in on save', ar: 'يُملأ عند الحفظ' },
    },
  } as TextField
}

/**
 * The body is Lexical rich text (src/cms/rich-text/blog-body.ts), rendered on
 * the server into the page's HTML. The slug is written from the English title
 * when left empty; a post is published only with an English title.
 */
export const BlogPosts: CollectionConfig = {
  ...listedAs('blog-posts', {
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'published_at'],
    listSearchableFields: ['slug'],
  }),
  defaultSort: '-published_at',
  access: { read: publishedOrStaff, ...staffWrites },
  hooks: {
    ...revalidateHooks,
    beforeOperation: [statusFromLegacyWriters, refuseMalformedBody],
    beforeValidate: [writeSlugFromTitle, requireEnglishTitleToPublish],
    beforeChange: [mirrorStatus],
    afterChange: [...revalidateHooks.afterChange, revalidateWhenDateComes('published_at')],
  },
  fields: [
    text('title', { en: 'Title', ar: 'العنوان' }, 200, { required: true }),
    blogSlugField(),
    textarea('excerpt', { en: 'Excerpt', ar: 'المقتطف' }, 500),
    blogBodyField,
    textarea(
      'meta_description',
      { en: 'Meta description', ar: 'الوصف التعريفي لمحركات البحث' },
      320,
    ),
    ...pictureFields(
      'image',
      'blog-images',
      { en: 'Cover image (from blog-images)', ar: 'صورة الغلاف (من صور المقالات)' },
      { en: 'cover image', ar: 'صورة غلاف' },
    ),
    {
      name: 'topics',
      label: { en: 'Topics', ar: 'المواضيع' },
      type: 'relationship',
      relationTo: 'blog-topics',
      hasMany: true,
      maxRows: 5,
      admin: {
        position: 'sidebar',
        description: {
          en: 'The post is listed on each topic’s page; related posts are picked from the same topics.',
          ar: 'يظهر المقال في صفحة كل موضوع، وتُختار المقالات ذات الصلة من المواضيع نفسها.',
        },
      },
    },
    {
      name: 'tags',
      label: { en: 'Tags', ar: 'الوسوم' },
      type: 'text',
      hasMany: true,
      admin: { description: { en: 'Optional tags.', ar: 'وسوم اختيارية.' } },
    },
    {
      // The old status column, kept for REST readers: a mirror of Payload's
      // `_status` on the published row (Save draft / Publish / Unpublish is the
      // one publication state staff use), written by the hooks above.
      name: 'status',
      label: { en: 'Status', ar: 'الحالة' },
      type: 'select',
      defaultValue: 'draft',
      index: true,
      options: [
        { label: { en: 'Draft', ar: 'مسودة' }, value: 'draft' },
        { label: { en: 'Published', ar: 'منشور' }, value: 'published' },
      ],
      // Not in the admin at all (edit form, version comparison): staff use the
      // publication state Payload shows; the API still returns it.
      admin: { disabled: true },
    },
    {
      name: 'published_at',
      label: { en: 'Published on', ar: 'تاريخ النشر' },
      type: 'date',
      index: true,
      timezone: {
        override: ({ baseField }) => ({
          ...baseField,
          // Overriding drops the configured default: staff pick times in Kuwait.
          defaultValue: KUWAIT_TIME_ZONE,
          label: { en: 'Time zone of the publish date', ar: 'المنطقة الزمنية لتاريخ النشر' },
        }),
      },
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        // The list marks posts that wait for their date ("Scheduled").
        components: { Cell: '@/cms/components/PublishDateCell' },
        description: {
          en: 'A later date and time keeps the post off the site until then.',
          ar: 'تاريخ ووقت لاحقان يُبقيان المقال خارج الموقع حتى حينها.',
        },
      },
      hooks: {
        // A post published without a date takes the moment it was published.
        beforeChange: [
          ({ value, siblingData }) =>
            value || (siblingData._status === 'published' ? new Date().toISOString() : value),
        ],
      },
    },
  ],
}
