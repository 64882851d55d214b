export type SeedResult = { created: number; updated: number }
export type Bilingual = { en: string; ar: string }
