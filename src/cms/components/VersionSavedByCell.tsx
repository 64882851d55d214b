/** Who saved a version: their name, or "System" for saves no staff member made (seed, scheduled publish). */
export function VersionSavedByCell({ name, system }: { name?: string; system: string }) {
  return (
    <span className={name ? 'version-author' : 'version-author--system'}>{name ?? system}</span>
  )
}
