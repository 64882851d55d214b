import { default as default_18fe5cfa73aa3198967053a6de41a4c9 } from '@/cms/components/VersionAuthors'
import { default as default_fb99874dcab8be2da645cc36b15428ca } from '@/cms/components/ResendDelivery'
import { default as default_c2ad666309cb0742ab65b2d7fd8b7559 } from '@/cms/components/ExportCsvLink'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/cms/components/VersionAuthors#default": default_18fe5cfa73aa3198967053a6de41a4c9,
  "@/cms/components/ResendDelivery#default": default_fb99874dcab8be2da645cc36b15428ca,
  "@/cms/components/ExportCsvLink#default": default_c2ad666309cb0742ab65b2d7fd8b7559,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
