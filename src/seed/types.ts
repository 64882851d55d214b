export type SeedResult = { created: number; updated: number }
