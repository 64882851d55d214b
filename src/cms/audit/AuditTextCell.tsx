import type { DefaultCellComponentProps } from 'payload'

/**
 * A text column of the audit log that an entry may leave empty (a sign-in
 * names no document, a script no address): what was recorded, or nothing.
 * Payload's own cell says "<No Document>" / «<لا المستند>» there, as if
 * something were missing.
 */
export default function AuditTextCell({ cellData }: DefaultCellComponentProps) {
  return typeof cellData === 'string' || typeof cellData === 'number' ? (
    <span>{cellData}</span>
  ) : null
}
