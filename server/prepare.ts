/**
 * Start-up: validate configuration, open the database, migrate, start live events and the job queue, and seed demo content
 * (or, on a database seeded before, add the catalogue ingredients the seed has gained since).
 */

import { MAINTENANCE_QUEUES } from "~/features/maintenance/maintenance-jobs.server";
import { applyAdminEmails } from "~/features/moderation/roles.server";
import { NOTIFICATION_QUEUES } from "~/features/notifications/notification-jobs.server";
import {
  startRecommendationRefresher,
  stopRecommendationRefresher,
} from "~/features/recommendations/recommendation-refresher.server";
import { stopCountingViews } from "~/features/views/view-counter.server";
import { connectPglite, connectPostgres, type DatabaseConnection, openPglite, setDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { startEvents, stopEvents } from "~/lib/events.server";
import { startJobs, stopJobs } from "~/lib/jobs.server";
import { runMigrations } from "~/lib/migrate.server";
import { listenForPurges, stopListeningForPurges } from "~/lib/page-cache/purge.server";

import { addMissingCatalogueIngredients } from "../db/seed/catalogue-update.server";
import { seedIfEmpty } from "../db/seed/seed.server";

let prepared: Promise<DatabaseConnection> | undefined;

export function prepare(): Promise<DatabaseConnection> {
  prepared ??= (async () => {
    const config = env();
    const connection = config.DATABASE_URL
      ? connectPostgres(config.DATABASE_URL)
      : connectPglite(await openPglite({ dataDir: config.PGLITE_DIR }));
    setDatabase(connection);
    await runMigrations(connection);
    // Live events: on PostgreSQL, this instance's LISTEN session (app/lib/events.server.ts).
    await startEvents();
    // Page-cache purges published by any instance (issue 19).
    listenForPurges();
    // The job queue (pg-boss, in the same database): e-mail digests, the outbox sweep, the upload sweep
    // and housekeeping.
    await startJobs(connection, [...NOTIFICATION_QUEUES, ...MAINTENANCE_QUEUES]);
    // "For you tonight" worked out again in the background once a member's history changed (issue 23).
    startRecommendationRefresher();
    const seedWanted = config.SEED_DEMO === "true" || (config.SEED_DEMO === "auto" && connection.kind === "pglite");
    const seeded = seedWanted ? await seedIfEmpty() : null;
    if (!seeded && config.SEED_DEMO !== "false") await addMissingCatalogueIngredients();
    // The configured admins (issue 21), also for accounts made before the address was listed.
    await applyAdminEmails();
    return connection;
  })();
  return prepared;
}

/** Closes the database (and so releases the data-directory lock), also when start-up is still under way. */
export async function shutdown() {
  const connection = await prepared?.catch(() => undefined);
  await stopCountingViews(); // views waiting in memory are written while the database is still open
  await stopJobs();
  await stopRecommendationRefresher();
  stopListeningForPurges();
  await stopEvents();
  await connection?.close();
}
