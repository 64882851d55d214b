import { HONEYPOT_FIELD } from '@/lib/contact/fields'

/** A field people never see or reach; bots fill it and are quietly ignored. */
export function HoneypotField({ label, id = HONEYPOT_FIELD }: { label: string; id?: string }) {
  return (
    <div className="absolute -start-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
