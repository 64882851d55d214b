import type { Locale } from '@/i18n/routing'
import type { PolicySectionsBlock } from '@/payload-types'
import { textsOf } from '../context'
import {
  formatPolicyText,
  hasAllValues,
  sectionAnchor,
  type PolicyLinks,
  type PolicyValues,
} from './format'

type PolicySection = NonNullable<PolicySectionsBlock['sections']>[number]

/** Western digits in both languages (docs/PRODUCT.md, Languages, numbers and dates): "6.1", never "٦٫١". */
const clauseNumber = (section: number, clause: number) => `${section}.${clause}`

/**
 * The numbered sections: an h2 "n. Title" each, anchored `section-n`,
 * with numbered clauses (n.1, n.2 …) and the lists that belong to them.
 */
export function PolicyClauses({
  locale,
  sections,
  values,
  links,
}: {
  locale: Locale
  sections: readonly PolicySection[]
  values: PolicyValues
  links: PolicyLinks
}) {
  return (
    <div data-testid="policy-sections" className="flex flex-col gap-12 lg:gap-14">
      {sections.map((section, index) => {
        const anchor = sectionAnchor(index)
        let clause = 0
        return (
          <section
            key={section.id ?? anchor}
            id={anchor}
            aria-labelledby={`${anchor}-title`}
            className="scroll-mt-28"
          >
            <h2
              id={`${anchor}-title`}
              className="flex gap-2 text-2xl sm:gap-3 font-bold tracking-[-0.01em] text-ink sm:text-[1.75rem] rtl:tracking-normal"
            >
              <span className="min-w-8 shrink-0 text-brand tabular-nums sm:min-w-10">
                {index + 1}.
              </span>{' '}
              <span>{section.title}</span>
            </h2>
            <div className="mt-5 flex flex-col gap-4">
              {(section.parts ?? []).map((part, blockIndex) => {
                if (part.kind !== 'list') {
                  const block = part.text ?? ''
                  if (!block.trim() || !hasAllValues(block, values)) return null
                  clause += 1
                  return (
                    <p key={blockIndex} className="flex gap-2 sm:gap-3">
                      <span className="min-w-8 shrink-0 pt-px text-[0.9375rem] sm:min-w-10 font-semibold text-muted tabular-nums">
                        {clauseNumber(index + 1, clause)}
                      </span>{' '}
                      <span className="min-w-0">
                        {formatPolicyText(locale, block, values, links)}
                      </span>
                    </p>
                  )
                }
                return (
                  <ul
                    key={blockIndex}
                    className="ms-10 flex list-disc sm:ms-[3.25rem] flex-col gap-2 ps-5 marker:text-brand"
                  >
                    {textsOf(part.items).map((item, itemIndex) => (
                      <li key={itemIndex} className="ps-1">
                        {formatPolicyText(locale, item, values, links)}
                      </li>
                    ))}
                  </ul>
                )
              })}
            </div>
          </section>
        )
      })}
    </div>
  )
}
