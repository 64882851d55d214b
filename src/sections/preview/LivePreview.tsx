import { InlineScript } from '@/components/InlineScript'
import { previewingStaff } from '@/lib/draft-reads'
import { refreshOnSaveScript } from './refresh-script'

/**
 * The live-preview hook-up (./refresh-script.ts), only while a signed-in
 * staff member previews (src/lib/draft-reads.ts). Visitors' pages, prerendered
 * with draft mode off, render nothing here and ship no code for it.
 */
export async function LivePreview({ nonce }: { nonce?: string }) {
  if (!(await previewingStaff())) return null
  return <InlineScript id="live-preview" code={refreshOnSaveScript()} nonce={nonce} />
}
