import type { CollectionConfig } from 'payload'

import { anyone, staffWrites } from '../access'
import { listedAs } from '../admin-labels/sidebar'
import { slugField } from '../fields'
import { revalidateHooks } from '../hooks/revalidate'
import { text, textarea } from '../text-fields'
import { refuseDeleteWhileUsed } from './file-uses'

/**
 * The blog's topics: a short list staff manage, each with its name and
 * introduction in both languages and its own address, `/blog/topics/<slug>`.
 * Topics, not free tags: a reader's topic page is worth having only when a
 * handful of posts share it, and a named list keeps the Arabic of each topic
 * written once. (A post's old free-form `tags` stay as they were, for REST readers.)
 * A topic has no drafts: its page lists published posts only. A topic a
 * page's latest-posts block shows is not deleted (the block would show every
 * topic's posts without a word); a post only loses it.
 */
export const BlogTopics: CollectionConfig = {
  ...listedAs('blog-topics', {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'updatedAt'],
    listSearchableFields: ['name', 'slug'],
  }),
  defaultSort: 'name',
  access: { read: anyone, ...staffWrites },
  hooks: {
    ...revalidateHooks,
    beforeDelete: [
      refuseDeleteWhileUsed('blog-topics', { message: 'topicInUse', except: ['blog-posts'] }),
    ],
  },
  fields: [
    text('name', { en: 'Name', ar: 'الاسم' }, 60, { required: true }),
    slugField({
      en: 'The topic’s address: /blog/topics/<slug>. Lower-case letters, digits and hyphens.',
      ar: 'يظهر الموضوع في الموقع على العنوان ‎/blog/topics/<slug>‏ بأحرف إنجليزية صغيرة وأرقام وشرطات.',
    }),
    textarea('description', { en: 'Introduction', ar: 'المقدمة' }, 300, {
      description: {
        en: 'One or two sentences under the topic’s title, also its search description.',
        ar: 'جملة أو جملتان تحت عنوان الموضوع، وهي أيضًا وصفه لمحركات البحث.',
      },
    }),
  ],
}
