import { HONEYPOT_FIELD } from '@/lib/contact/fields'

/** A field people never see or reach; bots fill it and are quietly ignored. */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div className="absolute -start-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>{label}</label>
      <input
        id={HONEYPOT_FIELD}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  )
}
