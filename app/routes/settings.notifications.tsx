/** Part 2 §2 Settings → Notifications (/settings/notifications). */
import { useEffect } from "react";
import toast from "react-hot-toast";
import { data, redirect, useNavigation } from "react-router";
import { setMemberNewsletter } from "~/features/newsletter/newsletter-mutations.server";
import { memberNewsletterStatus } from "~/features/newsletter/newsletter-queries.server";
import { NotificationPreferencesForm } from "~/features/notifications/components/notification-preferences-form";
import {
  getNotificationPreferences,
  saveNotificationPreferences,
} from "~/features/notifications/notification-preferences.server";
import {
  NOTIFICATION_PREFERENCES_LOAD_FAILED,
  NOTIFICATION_PREFERENCES_SAVE_FAILED,
  NOTIFICATION_PREFERENCES_SAVED,
  NotificationPreferencesInput,
} from "~/features/notifications/notification-preferences-schema";
import { PushSubscription } from "~/features/push/components/push-subscription";
import { vapidPublicKey } from "~/features/push/push-config.server";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { requireSettingsViewer } from "~/features/two-factor/second-factor.server";
import { type ActionFailure, failure, invalidInput } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/settings.notifications";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Notification settings");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireSettingsViewer(request);
  const common = { emailVerified: viewer.email_verified, pushKey: vapidPublicKey() };
  try {
    const [preferences, newsletter] = await Promise.all([
      getNotificationPreferences(viewer),
      memberNewsletterStatus(viewer.id),
    ]);
    // The Newsletter switch shows the subscription itself (double opt-in: pending counts as asked for).
    const shown = { ...preferences, newsletter: newsletter !== "not_subscribed" };
    return { ...common, preferences: shown, newsletterPending: newsletter === "pending", loadError: null };
  } catch (error) {
    console.error(`Failed to load notification preferences of ${viewer.id}`, error);
    return { ...common, preferences: null, newsletterPending: false, loadError: NOTIFICATION_PREFERENCES_LOAD_FAILED };
  }
}

// The settings layout's loader gates the page, but an action is called directly: it checks aal2 itself.
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireSettingsViewer(request);
  const parsed = NotificationPreferencesInput.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalidInput(parsed.error, NOTIFICATION_PREFERENCES_SAVE_FAILED);
  try {
    await saveNotificationPreferences(viewer, parsed.data);
    // Subscribing or leaving goes through the newsletter's double opt-in, which also mirrors the switch.
    const subscribed = (await memberNewsletterStatus(viewer.id)) !== "not_subscribed";
    if (subscribed !== parsed.data.newsletter) await setMemberNewsletter(viewer, parsed.data.newsletter);
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    console.error(`Failed to save notification preferences of ${viewer.id}`, error);
    return data<ActionFailure>(
      { ok: false, formError: NOTIFICATION_PREFERENCES_SAVE_FAILED, fieldErrors: {} },
      { status: 500 },
    );
  }
  const headers = { "Set-Cookie": await toastHeader({ type: "success", message: NOTIFICATION_PREFERENCES_SAVED }) };
  return redirect("/settings/notifications", { headers });
}

export default function NotificationSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { preferences, loadError } = loaderData;
  const saving = useNavigation().state === "submitting";

  useEffect(() => {
    if (loadError) toast.error(loadError, { id: "notifications-load" });
  }, [loadError]);
  useEffect(() => {
    if (actionData?.formError) toast.error(actionData.formError, { id: "notifications-save" });
  }, [actionData]);

  return (
    <section
      aria-labelledby="notification-settings-title"
      className="rounded-(--radius-card) border border-line bg-surface p-6"
    >
      <h2 id="notification-settings-title" className="text-2xl font-semibold">
        Notifications
      </h2>
      <p className="mt-1 mb-6 text-muted">Choose how Muddle keeps you up to date.</p>
      {preferences ? (
        <NotificationPreferencesForm
          preferences={preferences}
          emailVerified={loaderData.emailVerified}
          newsletterPending={loaderData.newsletterPending}
          push={<PushSubscription publicKey={loaderData.pushKey} />}
          saving={saving}
        />
      ) : (
        <p role="alert" className="text-danger">
          {loadError}
        </p>
      )}
    </section>
  );
}
