import { versionsOf, type Run } from './block-pictures'

/**
 * A closing band may now name its link target (`anchor`). Until 2026-12-05
 * the privacy policy's route gave its band the target `#policy-questions`
 * itself; the page's first band (published and in every version) now holds
 * it, so the route draws the page like any other. A band staff have already
 * given a target keeps it.
 */
export const POLICY_QUESTIONS_ANCHOR = 'policy-questions'

const BANDS = 'page_keywords_blocks_cta_band'

export async function policyQuestionsAnchor(run: Run): Promise<void> {
  for (const [table, pages, key] of [
    [BANDS, 'page_keywords', 'page_slug'],
    [versionsOf(BANDS), '_page_keywords_v', 'version_page_slug'],
  ] as const)
    await run(
      `UPDATE "${table}" SET "anchor" = '${POLICY_QUESTIONS_ANCHOR}' WHERE "anchor" IS NULL
        AND "_parent_id" IN (SELECT "id" FROM "${pages}" WHERE "${key}" = 'privacy-policy')
        AND NOT EXISTS (SELECT 1 FROM "${table}" AS "earlier"
          WHERE "earlier"."_parent_id" = "${table}"."_parent_id" AND "earlier"."_order" < "${table}"."_order")`,
    )
}
