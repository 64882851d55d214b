import type { Payload } from 'payload'

import type { SeedResult } from './types'
import { seedRecord } from './upsert'

type Topic = {
  slug: string
  en: { name: string; description: string }
  ar: { name: string; description: string }
}

/** The blog's starting topics; each seeded post names its own (blog-posts.ts). */
export const BLOG_TOPICS = [
  {
    slug: 'websites-and-apps',
    en: {
      name: 'Websites and apps',
      description: 'Building bilingual websites, stores and mobile apps people enjoy using.',
    },
    ar: {
      name: 'المواقع والتطبيقات',
      description: 'بناء مواقع ومتاجر وتطبيقات جوال ثنائية اللغة يستمتع الناس باستخدامها.',
    },
  },
  {
    slug: 'business-systems',
    en: {
      name: 'Business systems',
      description: 'ERP, property and restaurant software that runs the day-to-day of a business.',
    },
    ar: {
      name: 'أنظمة الأعمال',
      description: 'برمجيات تخطيط الموارد والعقارات والمطاعم التي تُدير العمل اليومي للمنشأة.',
    },
  },
  {
    slug: 'customer-experience',
    en: {
      name: 'Customer experience',
      description: 'What makes customers in Kuwait and the Gulf order, pay and come back.',
    },
    ar: {
      name: 'تجربة العملاء',
      description: 'ما الذي يجعل العملاء في الكويت والخليج يطلبون ويدفعون ويعودون.',
    },
  },
] as const satisfies readonly Topic[]

export type TopicSlug = (typeof BLOG_TOPICS)[number]['slug']

/** Creates the topics that are missing; answers each slug's id for the posts. */
export async function seedBlogTopics(
  payload: Payload,
  result: SeedResult,
): Promise<Record<TopicSlug, number>> {
  const ids = {} as Record<TopicSlug, number>
  for (const topic of BLOG_TOPICS) {
    ids[topic.slug] = Number(
      await seedRecord(
        payload,
        result,
        'blog-topics',
        { slug: { equals: topic.slug } },
        { en: { slug: topic.slug, ...topic.en }, ar: { ...topic.ar } },
      ),
    )
  }
  return ids
}
