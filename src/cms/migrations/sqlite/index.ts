import * as migration_20261122_230838_initial from './20261122_230838_initial';

export const migrations = [
  {
    up: migration_20261122_230838_initial.up,
    down: migration_20261122_230838_initial.down,
    name: '20261122_230838_initial'
  },
];
