import * as migration_20261122_230838_initial from './20261122_230838_initial';
import * as migration_20261122_233155_enquiry_jobs from './20261122_233155_enquiry_jobs';

export const migrations = [
  {
    up: migration_20261122_230838_initial.up,
    down: migration_20261122_230838_initial.down,
    name: '20261122_230838_initial',
  },
  {
    up: migration_20261122_233155_enquiry_jobs.up,
    down: migration_20261122_233155_enquiry_jobs.down,
    name: '20261122_233155_enquiry_jobs'
  },
];
