import { InlineScript } from '@/components/InlineScript'
import { VISIT_SCRIPT } from '@/lib/attribution/visit-script'

/** The visit's first page, kept in the tab for the contact form (src/lib/attribution/visit-script.ts). */
export function VisitScript({ nonce }: { nonce?: string }) {
  return <InlineScript id="visit-source" code={VISIT_SCRIPT} nonce={nonce} />
}
