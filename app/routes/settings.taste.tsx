/** Settings → Taste (/settings/taste, issue 23): the taste quiz's answers, which shape "For you tonight". */
import { TasteQuizForm } from "~/features/recommendations/components/taste-quiz-form";
import { getTasteAnswers } from "~/features/recommendations/taste-profile.server";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { requireSettingsViewer } from "~/features/two-factor/second-factor.server";
import type { Route } from "./+types/settings.taste";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Taste settings");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireSettingsViewer(request);
  const { spirits, flavour, strength } = await getTasteAnswers(viewer.id);
  return { answers: { spirits, flavour, strength } };
}

export default function TasteSettings({ loaderData }: Route.ComponentProps) {
  return (
    <section
      aria-labelledby="taste-settings-title"
      className="rounded-(--radius-card) border border-line bg-surface p-6"
    >
      <h2 id="taste-settings-title" className="text-2xl font-semibold">
        Taste
      </h2>
      <p className="mt-1 mb-6 max-w-prose text-muted">
        What you tell us here shapes the drinks suggested for you tonight, on My Bar and the home page, until your
        likes, ratings and makes say more.
      </p>
      <TasteQuizForm answers={loaderData.answers} mode="settings" />
    </section>
  );
}
