/** Part 2 §2 Settings → Account (issue 17): password, e-mail, two-factor sign-in, sessions, deletion. */
import { data, redirect } from "react-router";
import { toastSuccess } from "~/components/layout/action-toast";
import { deleteAccount } from "~/features/account/account-deletion.server";
import {
  ACCOUNT_DELETE_FAILED,
  ACCOUNT_DELETED,
  ACCOUNT_SETTINGS_PATH,
  AccountIntent,
  ChangeEmailSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  EMAIL_CHANGE_SENT,
  OTHER_SESSIONS_SIGNED_OUT,
  PASSWORD_UPDATE_FAILED,
  PASSWORD_UPDATED,
  RevokeSessionSchema,
  SESSION_SIGNED_OUT,
  VERIFICATION_SENT,
} from "~/features/account/account-schema";
import {
  changePassword,
  listMemberSessions,
  requestEmailChange,
  revokeMemberSession,
  revokeOtherMemberSessions,
  sendVerificationLink,
} from "~/features/account/account-security.server";
import { ChangePasswordCard } from "~/features/account/components/change-password-card";
import { DeleteAccountCard } from "~/features/account/components/delete-account-card";
import { EmailCard } from "~/features/account/components/email-card";
import { SessionsCard } from "~/features/account/components/sessions-card";
import { describeDevice } from "~/features/account/session-device.server";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { TwoFactorCard } from "~/features/two-factor/components/two-factor-card";
import { requireSettingsViewer } from "~/features/two-factor/second-factor.server";
import { type ActionFailure, failure, invalidInput } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/settings.account";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Account settings");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireSettingsViewer(request);
  const sessions = (await listMemberSessions(viewer, request)).map(({ userAgent, ...session }) => ({
    ...session,
    ...describeDevice(userAgent),
  }));
  return {
    email: viewer.email,
    emailVerified: viewer.email_verified,
    twoFactorEnabled: viewer.two_factor_enabled,
    sessions,
  };
}

type Done = { ok: true; message: string; formError: null; fieldErrors: Record<string, never> };

/** The card's success: the route's clientAction shows `message`; cookies the change set (a new session) go along. */
function done(message: string, cookies?: Headers) {
  const headers = new Headers();
  for (const cookie of cookies?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  return data<Done>({ ok: true, message, formError: null, fieldErrors: {} }, { headers });
}

/** A feature error as the card's answer; anything unexpected is logged and answered with `message`. */
function failed(error: unknown, message: string, what: string) {
  if (error instanceof AppError) return failure(error);
  console.error(`Account settings: ${what} failed`, error);
  return data<ActionFailure>({ ok: false, formError: message, fieldErrors: {} }, { status: 500 });
}

export async function action({ request }: Route.ActionArgs) {
  const answer = await answerCard(request);
  return isDocumentPost(request) ? backWithToast(answer) : answer;
}

/** A form posted without JavaScript (the browser asks for a page), not by the card's fetcher. */
const isDocumentPost = (request: Request) => (request.headers.get("accept") ?? "").includes("text/html");

/** Without JavaScript the card cannot show its answer: back to the page, with the answer as a toast. */
async function backWithToast(answer: Awaited<ReturnType<typeof answerCard>>) {
  if (answer instanceof Response) return answer;
  const { ok, formError, fieldErrors } = answer.data as Done | ActionFailure;
  const headers = new Headers(answer.init?.headers);
  const detail = Object.values(fieldErrors).flat()[0];
  const message = ok
    ? (answer.data as Done).message
    : [formError, detail].filter(Boolean).join(": ") || "Something went wrong";
  headers.append("Set-Cookie", await toastHeader({ type: ok ? "success" : "error", message }));
  return redirect(ACCOUNT_SETTINGS_PATH, { headers });
}

async function answerCard(request: Request) {
  const viewer = await requireSettingsViewer(request);
  const form = Object.fromEntries(await request.formData());
  const intent = AccountIntent.safeParse(form.intent);
  if (!intent.success) return data<ActionFailure>({ ok: false, formError: "Unknown action", fieldErrors: {} }, 400);

  switch (intent.data) {
    case "change-password": {
      const parsed = ChangePasswordSchema.safeParse(form);
      if (!parsed.success) return invalidInput(parsed.error, PASSWORD_UPDATE_FAILED);
      try {
        return done(PASSWORD_UPDATED, await changePassword(viewer, request, parsed.data));
      } catch (error) {
        return failed(error, PASSWORD_UPDATE_FAILED, "password change");
      }
    }
    case "change-email": {
      const parsed = ChangeEmailSchema.safeParse(form);
      if (!parsed.success) return invalidInput(parsed.error);
      try {
        await requestEmailChange(viewer, request, parsed.data.newEmail);
        return done(EMAIL_CHANGE_SENT);
      } catch (error) {
        return failed(error, "Error changing email", "e-mail change");
      }
    }
    case "send-verification":
      try {
        await sendVerificationLink(viewer, request);
        return done(VERIFICATION_SENT);
      } catch (error) {
        return failed(error, "Error sending the link", "confirmation link");
      }
    case "revoke-session": {
      const parsed = RevokeSessionSchema.safeParse(form);
      if (!parsed.success) return invalidInput(parsed.error);
      try {
        await revokeMemberSession(viewer, request, parsed.data.sessionId);
        return done(SESSION_SIGNED_OUT);
      } catch (error) {
        return failed(error, "Error signing that session out", "session sign-out");
      }
    }
    case "revoke-other-sessions":
      try {
        await revokeOtherMemberSessions(viewer, request);
        return done(OTHER_SESSIONS_SIGNED_OUT);
      } catch (error) {
        return failed(error, "Error signing other sessions out", "sign-out everywhere else");
      }
    case "delete-account": {
      const parsed = DeleteAccountSchema.safeParse(form);
      if (!parsed.success) return invalidInput(parsed.error, ACCOUNT_DELETE_FAILED);
      try {
        // Signed out and away from the settings: the toast travels in the flash cookie.
        const headers = await deleteAccount(viewer, request, parsed.data.password);
        headers.append("Set-Cookie", await toastHeader({ type: "success", message: ACCOUNT_DELETED }));
        return redirect("/", { headers });
      } catch (error) {
        if (error instanceof AppError) {
          const answer = failure(error);
          // The spec's words for any failure; the field says what was wrong.
          return data<ActionFailure>({ ...answer.data, formError: ACCOUNT_DELETE_FAILED }, answer.init ?? undefined);
        }
        return failed(error, ACCOUNT_DELETE_FAILED, "account deletion");
      }
    }
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return toastSuccess(serverAction());
}

export default function AccountSettings({ loaderData }: Route.ComponentProps) {
  const { email, emailVerified, twoFactorEnabled, sessions } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <ChangePasswordCard />
      <EmailCard email={email} verified={emailVerified} />
      <TwoFactorCard enabled={twoFactorEnabled} />
      <SessionsCard sessions={sessions} />
      <DeleteAccountCard />
    </div>
  );
}
