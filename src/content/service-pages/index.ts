import { ecommerceApplication } from './ecommerce-application'
import { erpSolution } from './erp-solution'
import { fandbSolution } from './fandb-solution'
import { mobileApp } from './mobile-app'
import { propertyManagement } from './property-management'
import type { SeedLayout } from './types'
import { webDevelopment } from './web-development'

export { inLocale, type SeedLayout } from './types'

/** The six service pages' blocks, by service slug. */
export const SERVICE_PAGE_LAYOUTS: Record<string, SeedLayout> = {
  'web-development': webDevelopment,
  'mobile-app': mobileApp,
  'erp-solution': erpSolution,
  'ecommerce-application': ecommerceApplication,
  'property-management': propertyManagement,
  'fandb-solution': fandbSolution,
}
