import type { TextField } from 'payload'

import { leftToRight } from '@/cms/fields'
import { slugRule } from '@/cms/slug-rule'

/**
 * The fields naming a project on Our Work: its key (the page's anchor
 * `#case-<key>` or a card's `data-project`) and its brand name, written in
 * Latin script in both languages.
 */
export const projectKey: TextField = leftToRight({
  name: 'key',
  label: { en: 'Key', ar: 'المفتاح' },
  type: 'text',
  required: true,
  validate: slugRule('projectKeyForm'),
  admin: {
    description: {
      en: 'A short name for links to the project (e.g. nutrition-app).',
      ar: 'اسم قصير للروابط إلى المشروع (مثل nutrition-app).',
    },
  },
})

export const brandName: TextField = leftToRight({
  name: 'name',
  label: { en: 'Name', ar: 'الاسم' },
  type: 'text',
  required: true,
  maxLength: 80,
  admin: {
    description: {
      en: 'The product’s name, the same in both languages.',
      ar: 'اسم المنتج، وهو نفسه في اللغتين.',
    },
  },
})
