/**
 * Address anchors that open a home-page carousel at one item and hold it
 * there (`/#slide-3`, `/#testimonial-5`): how the admin's live preview shows
 * the slide or testimonial being edited, whichever place it has in the order.
 */
export const heroSlideAnchor = (id: string | number) => `slide-${id}`

export const testimonialAnchor = (id: string | number) => `testimonial-${id}`
