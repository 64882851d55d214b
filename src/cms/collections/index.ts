import type { CollectionConfig, GlobalConfig } from 'payload'

import { hiddenUnlessContentStaff } from '../access'
import { Navigation } from '../globals/Navigation'
import { SiteSettings } from '../globals/SiteSettings'
import { withEditorialGlobal, withEditorialWorkflow } from '../versions'
import { AuditLog } from '../audit/AuditLog'
import { BlogPosts } from './BlogPosts'
import { BlogTopics } from './BlogTopics'
import { ContactSubmissions } from './ContactSubmissions'
import { Features } from './Features'
import { Forms } from './Forms'
import { FormFiles } from './FormFiles'
import { HeroSlides } from './HeroSlides'
import {
  BlogImages,
  HeroVideos,
  LogoTestimonials,
  PageImages,
  PageVideos,
  ServiceImages,
  ShareImages,
  TeamImages,
} from './media-buckets'
import { Pages } from './Pages'
import { Services } from './Services'
import { SiteVisits } from './SiteVisits'
import { SuccessStories } from './SuccessStories'
import { TeamMembers } from './TeamMembers'
import { Testimonials } from './Testimonials'
import { Users } from './Users'

/**
 * Site content and its uploads: what editors (and administrators) work on.
 * Sales staff do not see them in the admin's navigation; their access rules
 * (cms/access) are what actually refuses them.
 */
const forContentStaff = <T extends CollectionConfig | GlobalConfig>(entity: T): T => ({
  ...entity,
  admin: { ...entity.admin, hidden: hiddenUnlessContentStaff },
})

/** The site's content: drafts, versions, scheduled publishing and authors (cms/versions.ts). */
export const EDITORIAL_SLUGS = [
  'services',
  'success-stories',
  'team-members',
  'testimonials',
  'hero-slides',
  'features',
  'blog-posts',
  'pages',
] as const

const editorial = (collection: CollectionConfig) =>
  (EDITORIAL_SLUGS as readonly string[]).includes(collection.slug)
    ? withEditorialWorkflow(collection)
    : collection

/** Every collection of the site, in the order the admin lists them within their groups. */
export const COLLECTIONS: CollectionConfig[] = [
  ...[
    Services,
    SuccessStories,
    TeamMembers,
    Testimonials,
    HeroSlides,
    Features,
    BlogPosts,
    BlogTopics,
  ].map(forContentStaff),
  ContactSubmissions,
  FormFiles,
  SiteVisits,
  ...[
    Pages,
    Forms,
    ServiceImages,
    TeamImages,
    LogoTestimonials,
    HeroVideos,
    BlogImages,
    ShareImages,
    PageImages,
    PageVideos,
  ].map(forContentStaff),
  Users,
  AuditLog,
].map(editorial)

export const GLOBALS: GlobalConfig[] = [SiteSettings, Navigation].map((global) =>
  withEditorialGlobal(forContentStaff(global)),
)
