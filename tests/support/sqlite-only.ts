/**
 * Integration files the PostgreSQL run leaves out (TEST_DATABASE_URL set): what
 * they check happens in Payload's hooks and validation and in the site's own
 * code, the same whatever database is under it, and what PostgreSQL itself
 * does with their data is run elsewhere. Each repeated the SQLite run's
 * coverage at a cost of minutes of every CI run (the budget is 90), so each
 * says here why it may run once. Anything not listed runs on both databases,
 * so a new test file is on PostgreSQL until someone argues it out.
 * INTEGRATION_ALL=1 runs every file on PostgreSQL too.
 */
export const SQLITE_ONLY: Record<string, string> = {
  'seed.test.ts':
    'the cluster run builds on an empty PostgreSQL database, which seeds it, and serves every seeded page from it',
  'home-page-blocks.test.ts':
    "the blocks' field rules are Payload validation; the cluster run serves the seeded blocks from PostgreSQL",
  'about-contact-not-found-pages.test.ts':
    "the blocks' field rules are Payload validation; the cluster run serves the seeded blocks from PostgreSQL",
  'work-and-policy-blocks.test.ts':
    "the blocks' field rules are Payload validation; the cluster run serves the seeded blocks from PostgreSQL",
  'navigation.test.ts':
    "the links' rules and the menus' following of a page are hooks; every page the cluster run serves reads the menus from PostgreSQL",
  'roles.test.ts':
    "the role matrix is Payload's access functions; the queries their filters become are access.test.ts's, which runs on both",
  'uploads.test.ts':
    'file type, size and alt-text rules run before the database; storage differs by bucket, which the cluster run tries on S3',
  'picture-shrink.test.ts': 'image resizing before the file is stored',
  'media-import.test.ts': 'fetching and copying an outside file before it is stored',
  'enquiry-emails.test.ts':
    'the words of the e-mails; storing and delivering enquiries is enquiries.test.ts and enquiry-delivery.test.ts, on both',
  'staff-passwords.test.ts':
    'the password rule is a hook that refuses before anything is written; logging in on PostgreSQL is staff-login.test.ts',
  'search-preview.test.ts':
    "what the site's own server sends for a page, read over HTTP from a stand-in server; no query of its own",
  'search-seeded.test.ts':
    "reads the seeded documents through Payload's find, as every page does; search.test.ts runs the search's reads and publishing rules on both, and the cluster run serves the seeded site from PostgreSQL",
  'admin-language.test.ts':
    "a choice kept on the staff member's own account, through Payload's REST",
}
