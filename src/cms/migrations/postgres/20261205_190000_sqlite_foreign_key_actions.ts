/**
 * Nothing to do on PostgreSQL: its references have their ON DELETE actions.
 * The step exists on both databases so that a backup moves between them with
 * the same list of migrations (the SQLite one gives SQLite's references
 * their actions).
 */
export async function up(): Promise<void> {}

export async function down(): Promise<void> {}
