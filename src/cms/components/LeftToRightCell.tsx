'use client'

import { DefaultCell } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

/**
 * A list cell for values read left to right whatever the admin's language
 * (phone numbers, e-mails, links, slugs, colours): Payload's own cell, isolated
 * in a left-to-right span so "+965 2220 4400" does not read "4400 2220 965+".
 */
export default function LeftToRightCell(props: DefaultCellComponentProps) {
  return (
    <span dir="ltr" className="left-to-right">
      <DefaultCell {...props} />
    </span>
  )
}
