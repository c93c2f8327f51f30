/**
 * The seam between writing notifications (notify.server.ts) and delivering them outside the app
 * (e-mail digests, Web Push). The notifications table is the outbox: `emailed_at` and `pushed_at`
 * stay null until a delivery job has dealt with a row, so nothing is lost if this call is not made
 * (the queue's periodic sweep finds it); calling it asks the queue to look now.
 */
export async function requestNotificationDelivery(recipientIds: readonly string[]): Promise<void> {
  // Filled in by the e-mail delivery slice of issue 17 (app/lib/jobs.server.ts).
  void recipientIds;
}
