import { getMessages } from 'next-intl/server'
import Link from 'next/link'

import type { Locale } from '@/i18n/routing'
import type { FormBlock } from '@/payload-types'
import { countryOptions } from '@/lib/contact/countries'
import { getPublicForm } from '@/lib/data/forms'
import type { PublicForm } from '@/lib/forms/public-form'
import { localizePath } from '@/lib/routes'
import { sendForm } from '@/sections/forms/action'
import type { BuiltFormCopy } from '@/sections/forms/BuiltForm'
import { LazyBuiltForm as BuiltForm } from '@/sections/forms/LazyBuiltForm'
import { relationId } from '@/lib/relation-id'

type ContactCopy = Omit<BuiltFormCopy, 'errors'> & {
  errors: Record<string, string>
  fieldErrors: Record<string, string>
}

/**
 * A form as a page draws it (its closed notice when closed): the words in the
 * page's language, the consent links and the action bound to this page.
 */
export async function PageForm({
  form,
  locale,
  pagePath,
  title,
  note,
}: {
  form: PublicForm
  locale: Locale
  /** The page's address without its language: where a form sent without JavaScript comes back to. */
  pagePath: string
  title: string
  note?: React.ReactNode
}) {
  const { form: copy } = (await getMessages()).contact as { form: ContactCopy }
  const t: BuiltFormCopy = { ...copy, errors: { ...copy.errors, ...copy.fieldErrors } }
  if (!form.open)
    return (
      <p
        role="status"
        className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-ink"
      >
        {t.closed}
      </p>
    )
  const consentLinks = Object.fromEntries(
    form.fields
      .filter((field) => field.kind === 'consent' && field.linkHref)
      .map((field) => [
        field.name,
        <Link
          key={field.name}
          href={field.linkHref!}
          className="font-medium text-brand underline underline-offset-2"
        >
          {field.linkText || field.linkHref}
        </Link>,
      ]),
  )
  return (
    <BuiltForm
      formId={form.id}
      siteForm={form.siteForm}
      title={title}
      fields={form.fields}
      submitLabel={form.submitLabel}
      confirmation={form.confirmation}
      copy={t}
      countryOptions={countryOptions(locale)}
      action={sendForm.bind(null, { formId: form.id, pagePath })}
      permalink={localizePath(pagePath, locale)}
      consentLinks={consentLinks}
      note={note}
    />
  )
}

/**
 * A form staff built, on the page that holds this block: its heading and
 * intro, then the form. A form that is gone shows nothing; a closed one says
 * so instead of its fields.
 */
export async function FormBlockView({
  block,
  locale,
  pagePath,
}: {
  block: FormBlock
  locale: Locale
  pagePath: string
}) {
  const id = relationId(block.form)
  const form = typeof id === 'number' ? (await getPublicForm(locale, id)).value : null
  if (!form) return null
  const heading = block.title || form.title

  return (
    <section
      className="px-4 py-16 sm:px-6 lg:px-8 lg:py-24"
      aria-labelledby={`form-${form.id}-heading`}
    >
      <div className="mx-auto max-w-[760px] rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id={`form-${form.id}-heading`} className="text-2xl font-semibold text-ink">
          {heading}
        </h2>
        {block.lead ? <p className="mt-2 text-muted">{block.lead}</p> : null}
        <div className="mt-6">
          <PageForm form={form} locale={locale} pagePath={pagePath} title={heading} />
        </div>
      </div>
    </section>
  )
}
