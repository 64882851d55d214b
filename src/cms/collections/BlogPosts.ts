import type { CollectionConfig, TextField } from 'payload'

import { publishedOrStaff, staffWrites } from '../access'
import { localizedText, slugField, urlField } from '../fields'
import { revalidateHooks } from '../hooks/revalidate'
import { blogBodyField } from '../rich-text/blog-body'
import { refuseMalformedBody } from '../rich-text/blog-body-rules'
import {
  requireEnglishTitleToPublish,
  validateBlogSlug,
  writeSlugFromTitle,
} from './blog-post-rules'

/**
 * The body is Lexical rich text (src/cms/rich-text/blog-body.ts), rendered on
 * the server into the page's HTML. The slug is written from the English title
 * when left empty; a post is published only with an English title.
 */
export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    group: 'Blog',
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'published_at'],
    listSearchableFields: ['slug'],
  },
  defaultSort: '-published_at',
  access: { read: publishedOrStaff, ...staffWrites },
  hooks: {
    ...revalidateHooks,
    beforeOperation: [refuseMalformedBody],
    beforeValidate: [writeSlugFromTitle, requireEnglishTitleToPublish],
  },
  fields: [
    localizedText('title', { required: true, maxLength: 200 }),
    {
      ...slugField(
        'Leave empty to have it written from the English title. Also accepted at /blog/<slug>, which redirects to the post’s numeric address.',
      ),
      validate: validateBlogSlug,
    } as TextField,
    localizedText('excerpt', { multiline: true, maxLength: 500 }),
    blogBodyField,
    localizedText('meta_description', { multiline: true, maxLength: 320 }),
    {
      name: 'image',
      label: 'Cover image (from blog-images)',
      type: 'upload',
      relationTo: 'blog-images',
    },
    urlField('image_url', { description: 'Used only when no cover image is uploaded.' }),
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      admin: { description: 'Optional tags.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: [
        { label: 'Draft', value: 'draft' },
        { label: 'Published', value: 'published' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'published_at',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      hooks: {
        // A post published without a date takes the moment it was published.
        beforeChange: [
          ({ value, siblingData }) =>
            value || (siblingData.status === 'published' ? new Date().toISOString() : value),
        ],
      },
    },
  ],
}
