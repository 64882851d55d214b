import type { Field } from 'payload'

import { icon, paragraph } from './fields'
import { titleLine } from './heading-fields'

/** The text of a card or entry, under its title. */
export const cardText = (name = 'description', required = true) =>
  paragraph(name, { en: 'Text', ar: 'النص' }, required)

/** A card as most sections show it: an icon, a title and a text. */
export const iconCard = (textName = 'description', textRequired = true): Field[] => [
  icon(),
  titleLine(),
  cardText(textName, textRequired),
]
