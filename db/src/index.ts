export * from './schema/index';
export { MEMORY_WORLD_MAX_BYTES, openDatabase, openDatabaseImage, migrateDatabase, migrationsFolder, type Db, type Sqlite } from './database';
export { hashPassword, verifyPassword } from './passwords';
export { recordEvent, recordEvents, type DomainEventInput, type EventTarget } from './domain-events';
export { addUploadToSpendRollup, rebuildSpendRollup, withSpendRollupDeferred } from './spend-rollup';
