/**
 * `npm run user:role -- <email> <member|moderator|admin>`: sets a member's role (issue 21), e.g. to make
 * the first admin. With DATABASE_URL it may run while servers are up (they see the change at once). In
 * embedded mode stop the server first: the embedded database is one process's at a time.
 */

import { ROLES, type Role } from "~/features/moderation/moderation-rules";
import { setRoleByEmail } from "~/features/moderation/roles.server";
import { connectPglite, connectPostgres, openPglite, setDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { startEvents, stopEvents } from "~/lib/events.server";
import { runMigrations } from "~/lib/migrate.server";

const [email, role] = process.argv.slice(2);
if (!email || !role || !(ROLES as readonly string[]).includes(role)) {
  console.error(`Usage: npm run user:role -- <email> <${ROLES.join("|")}>`);
  process.exit(2);
}

const config = env();
const connection = config.DATABASE_URL
  ? connectPostgres(config.DATABASE_URL, 2)
  : connectPglite(await openPglite({ dataDir: config.PGLITE_DIR }));
setDatabase(connection);
let status = 0;
try {
  await runMigrations(connection);
  // On PostgreSQL the running servers hear the change (forgetViewer publishes it) and re-read the session.
  await startEvents();
  const changed = await setRoleByEmail(email, role as Role);
  if (changed) console.log(`@${changed.username} is now ${role === "admin" ? "an" : "a"} ${role}.`);
  else {
    console.error(`No account has the address ${email}.`);
    status = 1;
  }
} finally {
  await stopEvents();
  await connection.close();
}
process.exit(status);
