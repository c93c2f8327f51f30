/**
 * The two-factor card's steps (issue 17), posted by its fetcher from /settings/account: "enable"
 * (password → QR code and secret), "confirm" (first code → 2FA on, this session aal2, the backup codes
 * once) and "disable" (password). Opened as a page it shows the card alone (a direct link to it).
 */
import { data } from "react-router";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { TwoFactorCard } from "~/features/two-factor/components/two-factor-card";
import { requireSettingsViewer } from "~/features/two-factor/second-factor.server";
import {
  TWO_FACTOR_ERROR,
  TWO_FACTOR_OFF,
  TWO_FACTOR_ON,
  TwoFactorSettingsInput,
  type TwoFactorStep,
} from "~/features/two-factor/two-factor-schema";
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  startTwoFactorEnrolment,
} from "~/features/two-factor/two-factor-settings.server";
import { type ActionFailure, failure, invalidInput } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/settings.account.two-factor";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Two-factor sign-in settings");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireSettingsViewer(request);
  return { enabled: viewer.two_factor_enabled };
}

export default function TwoFactorSettings({ loaderData }: Route.ComponentProps) {
  return <TwoFactorCard enabled={loaderData.enabled} />;
}

async function withToast(sessionHeaders: Headers, message: string) {
  const headers = new Headers(sessionHeaders);
  headers.append("Set-Cookie", await toastHeader({ type: "success", message }));
  return headers;
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireSettingsViewer(request);
  const parsed = TwoFactorSettingsInput.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalidInput(parsed.error);
  const caller = { request, clientIp: context.clientIp };
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "enable": {
        const { secret, qrSvg } = await startTwoFactorEnrolment(viewer, caller, input.password);
        return data<TwoFactorStep>({ ok: true, step: "scan", secret, qrSvg });
      }
      case "confirm": {
        const { headers, backupCodes } = await confirmTwoFactorEnrolment(viewer, caller, input.code);
        return data<TwoFactorStep>(
          { ok: true, step: "codes", backupCodes },
          { headers: await withToast(headers, TWO_FACTOR_ON) },
        );
      }
      case "disable": {
        const headers = await disableTwoFactor(viewer, caller, input.password);
        return data<TwoFactorStep>({ ok: true, step: "off" }, { headers: await withToast(headers, TWO_FACTOR_OFF) });
      }
    }
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    console.error(`Failed to update two-factor sign-in of ${viewer.id}`, error);
    return data<ActionFailure>({ ok: false, formError: TWO_FACTOR_ERROR, fieldErrors: {} }, { status: 500 });
  }
}
