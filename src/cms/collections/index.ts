import type { CollectionConfig, GlobalConfig } from 'payload'

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

/** Every collection of the site, in the order the admin lists them within their groups. */
export const COLLECTIONS: CollectionConfig[] = [
  Services,
  SuccessStories,
  TeamMembers,
  Testimonials,
  HeroSlides,
  Features,
  BlogPosts,
  ContactSubmissions,
  PageKeywords,
  ServiceImages,
  TeamImages,
  LogoTestimonials,
  HeroVideos,
  BlogImages,
  Users,
]

export const GLOBALS: GlobalConfig[] = [SiteSettings]
