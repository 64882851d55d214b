import { InlineScript } from '@/components/InlineScript'
import { LANGUAGE_SCRIPT } from '@/lib/locale-detection'

/**
 * Runs before the page paints; the same element on every page and language,
 * so client navigations never re-create it. The reasoning is in
 * src/lib/locale-detection.ts.
 */
export function LanguageScript({ nonce }: { nonce?: string }) {
  return <InlineScript id="language-detection" code={LANGUAGE_SCRIPT} nonce={nonce} />
}
