import type { CollectionConfig, GlobalConfig } from 'payload'

import { hiddenUnlessContentStaff } from '../access'

import { SiteSettings } from '../globals/SiteSettings'
import { BlogImages } from './BlogImages'
import { BlogPosts } from './BlogPosts'
import { ContactSubmissions } from './ContactSubmissions'
import { Features } from './Features'
import { HeroSlides } from './HeroSlides'
import { HeroVideos } from './HeroVideos'
import { LogoTestimonials } from './LogoTestimonials'
import { PageKeywords } from './PageKeywords'
import { ServiceImages } from './ServiceImages'
import { Services } from './Services'
import { SuccessStories } from './SuccessStories'
import { TeamImages } from './TeamImages'
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

/** Every collection of the site, in the order the admin lists them within their groups. */
export const COLLECTIONS: CollectionConfig[] = [
  ...[Services, SuccessStories, TeamMembers, Testimonials, HeroSlides, Features, BlogPosts].map(
    forContentStaff,
  ),
  ContactSubmissions,
  ...[PageKeywords, ServiceImages, TeamImages, LogoTestimonials, HeroVideos, BlogImages].map(
    forContentStaff,
  ),
  Users,
]

export const GLOBALS: GlobalConfig[] = [SiteSettings].map(forContentStaff)
