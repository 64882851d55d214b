import { previewingStaff } from '@/lib/draft-reads'
import RefreshOnSave from './RefreshOnSave'

/**
 * The live-preview hook-up, only while a signed-in staff member previews
 * (src/lib/draft-reads.ts). Visitors' pages, prerendered with draft mode off,
 * render nothing here.
 */
export async function LivePreview() {
  if (!(await previewingStaff())) return null
  return <RefreshOnSave />
}
