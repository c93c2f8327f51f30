/**
 * The seam between writing notifications (notify.server.ts) and delivering them outside the app
 * (e-mail digests, Web Push). The notifications table is the outbox: `emailed_at` and `pushed_at`
 * stay null until a delivery job has dealt with a row, so nothing is lost if this call is not made
 * or fails (the queue's periodic sweep finds the rows); calling it asks the queue to look now.
 */
import { enqueueJob } from "~/lib/jobs.server";
import { DELIVERY_QUEUE } from "./notification-jobs.server";

export async function requestNotificationDelivery(recipientIds: readonly string[]): Promise<void> {
  for (const recipientId of new Set(recipientIds)) {
    try {
      // Keyed by member: a job already waiting for them covers this one.
      await enqueueJob(DELIVERY_QUEUE, { recipientId }, { singletonKey: recipientId });
    } catch (error) {
      // The row stays in the outbox and the sweep delivers it; never fail the caller's action.
      console.error(`Could not queue notification delivery for ${recipientId}`, error);
    }
  }
}
