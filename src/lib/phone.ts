/** A dialable link target: digits and the leading +, whatever spacing the number was written with. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** A phone number as shown: its spaces never break, so "+965 2222 3333" stays on one line. */
export const phoneText = (phone: string) => phone.replace(/ /g, '\u00A0')
