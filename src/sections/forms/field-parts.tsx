import { CircleAlert } from 'lucide-react'

/** The look of every text input and select of the form, with its invalid state. */
export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-ink shadow-sm placeholder:text-slate-400 focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50/40'

/** A field's problem, under it, named by the id its control points at (aria-describedby): `<id>-error`. */
export function FieldError({ name, text }: { name: string; text?: string }) {
  return text ? (
    <p id={`${name}-error`} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  ) : null
}

/** The star of a required field (read as "required" by the control itself), or "(optional)". */
export function RequiredMark({ required, optional }: { required: boolean; optional: string }) {
  return required ? (
    <span className="text-red-700" aria-hidden="true">
      {' '}
      *
    </span>
  ) : (
    <span className="font-normal text-muted"> ({optional})</span>
  )
}
