import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staffWrites } from '../access'
import { localizedText, slugField, urlField } from '../fields'
import { revalidateHooks } from '../hooks/revalidate'

/** Content is plain text (paragraphs at blank lines), rendered as text, never as HTML. */
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
  hooks: revalidateHooks,
  fields: [
    localizedText('title', { required: true, maxLength: 200 }),
    slugField('Also accepted at /blog/<slug>, which redirects to the post’s numeric address.'),
    localizedText('excerpt', { multiline: true, maxLength: 500 }),
    localizedText('content', {
      multiline: true,
      maxLength: 100_000,
      rows: 16,
      description: 'Plain text. Leave a blank line between paragraphs.',
    }),
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
