import localFont from 'next/font/local'

/** Self-hosted faces (no Google Fonts): Inter for Latin, IBM Plex Sans Arabic for Arabic. */
export const latin = localFont({
  src: '../fonts/inter-latin-wght-normal.woff2',
  variable: '--font-latin',
  display: 'swap',
  weight: '100 900',
})

export const arabic = localFont({
  src: [
    { path: '../fonts/plex-arabic-400.woff2', weight: '400' },
    { path: '../fonts/plex-arabic-600.woff2', weight: '600' },
    { path: '../fonts/plex-arabic-700.woff2', weight: '700' },
  ],
  variable: '--font-arabic',
  display: 'swap',
  // Preloaded only on Arabic pages (see the layout), where it carries the text.
  preload: false,
})
