/**
 * The pictures a solution tab can show, by name. The files are bundled with
 * the view (next/image then knows their size); the schema only lists names,
 * so it loads without a bundler.
 */
export const SOLUTION_PICTURES = ['website', 'mobile', 'ecommerce'] as const
export type SolutionPicture = (typeof SOLUTION_PICTURES)[number]
