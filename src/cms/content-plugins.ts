import type { Plugin } from 'payload'

import { externalMediaImports } from './media-import/external-media'
import { redirects } from './redirects/redirects'
import { slugRedirects } from './redirects/slug-change'
import { seoFields } from './seo/seo-fields'

/**
 * Plugins that add fields and hooks to the site's content, in order: search
 * and share fields with the search-result preview (cms/seo), redirects staff
 * manage and those a slug change adds (cms/redirects), off-site media links
 * copied into the media library (cms/media-import). The words they add to
 * the admin are given in both languages where each plugin is set up.
 */
export const CONTENT_PLUGINS: Plugin[] = [seoFields, redirects, slugRedirects, externalMediaImports]
