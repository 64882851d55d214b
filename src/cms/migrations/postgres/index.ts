import * as migration_20261122_230842_initial from './20261122_230842_initial';
import * as migration_20261122_233159_enquiry_jobs from './20261122_233159_enquiry_jobs';

export const migrations = [
  {
    up: migration_20261122_230842_initial.up,
    down: migration_20261122_230842_initial.down,
    name: '20261122_230842_initial',
  },
  {
    up: migration_20261122_233159_enquiry_jobs.up,
    down: migration_20261122_233159_enquiry_jobs.down,
    name: '20261122_233159_enquiry_jobs'
  },
];
