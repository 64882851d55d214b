import { default as default_1ce86a197379ccebf2781de81fedf18a } from '@/cms/components/EnquiryContactCell'
import { default as default_e4af6afa9dd593b55c889c1fb673b12d } from '@/cms/components/EnquiryContactField'
import { default as default_213b92902831b169e3d0b8217a1a625c } from '@/cms/components/EnquiryHistory'
import { default as default_fb99874dcab8be2da645cc36b15428ca } from '@/cms/components/ResendDelivery'
import { default as default_7529f993f95ffe8c91443b506ad7b9f1 } from '@/cms/components/EnquiryStatusFilter'
import { default as default_c2ad666309cb0742ab65b2d7fd8b7559 } from '@/cms/components/ExportCsvLink'
import { default as default_efcbb4fd2a8ecaad3a2ae24546fdb183 } from '@/cms/components/AdminIcon'
import { default as default_9d3275354960aca54a1f4f98f479a1c2 } from '@/cms/components/AdminLogo'
import { default as default_2ac8d9608f69878e90de3d18cfdd4be7 } from '@/cms/components/NewEnquiriesCount'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/cms/components/EnquiryContactCell#default": default_1ce86a197379ccebf2781de81fedf18a,
  "@/cms/components/EnquiryContactField#default": default_e4af6afa9dd593b55c889c1fb673b12d,
  "@/cms/components/EnquiryHistory#default": default_213b92902831b169e3d0b8217a1a625c,
  "@/cms/components/ResendDelivery#default": default_fb99874dcab8be2da645cc36b15428ca,
  "@/cms/components/EnquiryStatusFilter#default": default_7529f993f95ffe8c91443b506ad7b9f1,
  "@/cms/components/ExportCsvLink#default": default_c2ad666309cb0742ab65b2d7fd8b7559,
  "@/cms/components/AdminIcon#default": default_efcbb4fd2a8ecaad3a2ae24546fdb183,
  "@/cms/components/AdminLogo#default": default_9d3275354960aca54a1f4f98f479a1c2,
  "@/cms/components/NewEnquiriesCount#default": default_2ac8d9608f69878e90de3d18cfdd4be7,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
