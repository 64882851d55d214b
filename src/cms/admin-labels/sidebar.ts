import type { CollectionConfig } from 'payload'

import type { Bilingual } from '@/lib/bilingual'

/** The admin's sidebar groups, in both admin languages. */
export const ADMIN_GROUPS = {
  home: { en: 'Home page', ar: 'الصفحة الرئيسية' },
  pages: { en: 'Pages', ar: 'الصفحات' },
  blog: { en: 'Blog', ar: 'المدونة' },
  enquiries: { en: 'Enquiries', ar: 'الاستفسارات' },
  media: { en: 'Media', ar: 'الوسائط' },
  settings: { en: 'Settings', ar: 'الإعدادات' },
} satisfies Record<string, Bilingual>

type Names = { group: keyof typeof ADMIN_GROUPS; one: [string, string]; many: [string, string] }

/**
 * What the admin calls each collection, one and many ([English, Arabic]),
 * and the group it sits in: the sidebar read in one place.
 */
const COLLECTION_NAMES = {
  services: { group: 'pages', one: ['Service', 'خدمة'], many: ['Services', 'الخدمات'] },
  pages: { group: 'pages', one: ['Page', 'الصفحة'], many: ['Pages', 'الصفحات'] },
  forms: { group: 'pages', one: ['Form', 'نموذج'], many: ['Forms', 'النماذج'] },
  'success-stories': {
    group: 'pages',
    one: ['Success story', 'قصة نجاح'],
    many: ['Success stories', 'قصص النجاح'],
  },
  'team-members': {
    group: 'home',
    one: ['Person on the website', 'عضو في فريق الموقع'],
    many: ['Team on the website', 'فريق الموقع'],
  },
  testimonials: {
    group: 'home',
    one: ['Testimonial', 'شهادة عميل'],
    many: ['Testimonials', 'شهادات العملاء'],
  },
  'hero-slides': {
    group: 'home',
    one: ['Hero slide', 'شريحة الواجهة'],
    many: ['Hero slides', 'شرائح الواجهة'],
  },
  features: { group: 'home', one: ['Feature', 'ميزة'], many: ['Features', 'المزايا'] },
  'blog-posts': { group: 'blog', one: ['Blog post', 'مقال'], many: ['Blog posts', 'المقالات'] },
  'blog-topics': { group: 'blog', one: ['Topic', 'موضوع'], many: ['Topics', 'المواضيع'] },
  'contact-submissions': {
    group: 'enquiries',
    one: ['Enquiry', 'استفسار'],
    many: ['Enquiries', 'الاستفسارات'],
  },
  'site-visits': {
    group: 'enquiries',
    one: ['Visit count', 'عدد زيارات'],
    many: ['Visit counts', 'أعداد الزيارات'],
  },
  'service-images': {
    group: 'media',
    one: ['Service image', 'صورة خدمة'],
    many: ['Service images', 'صور الخدمات'],
  },
  'team-images': {
    group: 'media',
    one: ['Team photo', 'صورة عضو في الفريق'],
    many: ['Team photos', 'صور الفريق'],
  },
  'logo-testimonials': {
    group: 'media',
    one: ['Client logo', 'شعار عميل'],
    many: ['Client logos', 'شعارات العملاء'],
  },
  'hero-videos': {
    group: 'media',
    one: ['Hero video', 'فيديو الواجهة'],
    many: ['Hero videos', 'فيديوهات الواجهة'],
  },
  'blog-images': {
    group: 'media',
    one: ['Blog image', 'صورة مقال'],
    many: ['Blog images', 'صور المقالات'],
  },
  'share-images': {
    group: 'media',
    one: ['Share image', 'صورة المشاركة'],
    many: ['Share images', 'صور المشاركة'],
  },
  'page-images': {
    group: 'media',
    one: ['Page image', 'صورة صفحة'],
    many: ['Page images', 'صور الصفحات'],
  },
  'page-videos': {
    group: 'media',
    one: ['Page video', 'فيديو صفحة'],
    many: ['Page videos', 'فيديوهات الصفحات'],
  },
  'translation-states': {
    group: 'settings',
    one: ['Translation state', 'حالة الترجمة'],
    many: ['Translation states', 'حالات الترجمة'],
  },
  redirects: { group: 'settings', one: ['Redirect', 'تحويل'], many: ['Redirects', 'التحويلات'] },
  'audit-log': {
    group: 'settings',
    one: ['Audit entry', 'إدخال في سجل الإجراءات'],
    many: ['Audit log', 'سجل الإجراءات'],
  },
  users: {
    group: 'settings',
    one: ['Staff account', 'حساب موظف'],
    many: ['Staff accounts', 'حسابات الموظفين'],
  },
} satisfies Record<string, Names>

export type ListedSlug = keyof typeof COLLECTION_NAMES

const bilingual = ([en, ar]: readonly [string, string]): Bilingual => ({ en, ar })

/** A collection's slug, its names and its sidebar group, with the rest of its admin options. */
export function listedAs(
  slug: ListedSlug,
  admin: CollectionConfig['admin'] = {},
): Pick<CollectionConfig, 'slug' | 'labels' | 'admin'> & { slug: ListedSlug } {
  const names: Names = COLLECTION_NAMES[slug]
  return {
    slug,
    labels: { singular: bilingual(names.one), plural: bilingual(names.many) },
    admin: { group: ADMIN_GROUPS[names.group], ...admin },
  }
}
