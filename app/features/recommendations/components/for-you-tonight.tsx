/**
 * "For you tonight" (issue 23) on /bar and the home page: drinks for this member with why, or the taste quiz
 * when we know nothing about them yet.
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { RecipeCardsSection } from "~/features/discovery/components/recipe-cards-section";
import { REASON_SEPARATOR } from "../recommendation-reasons";
import { type ForYouTonight, TASTE_SETTINGS_PATH } from "../recommendation-types";
import { NO_TASTE_ANSWERS } from "../taste-quiz";
import { TasteQuizForm } from "./taste-quiz-form";

const TITLE = "For you tonight";
const TITLE_ID = "for-you-tonight";

function EditTaste() {
  return (
    <Link to={TASTE_SETTINGS_PATH} className="text-sm font-medium text-accent hover:underline">
      Edit your taste
    </Link>
  );
}

/** After the quiz the form gives way to drinks: focus moves to the heading, not to the page's top. */
function useFocusAfterQuiz(kind: ForYouTonight["kind"]) {
  const heading = useRef<HTMLHeadingElement>(null);
  const was = useRef(kind);
  useEffect(() => {
    if (was.current === "quiz" && kind === "drinks") heading.current?.focus();
    was.current = kind;
  }, [kind]);
  return heading;
}

export function ForYouTonightSection({ data, className }: { data: ForYouTonight; className?: string }) {
  const heading = useFocusAfterQuiz(data.kind);
  if (data.kind === "quiz") {
    return (
      <section aria-labelledby={TITLE_ID} className={className}>
        <h2 id={TITLE_ID} className="mb-2 text-2xl font-semibold">
          {TITLE}
        </h2>
        <div className="rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card) sm:p-6">
          <p className="mb-5 max-w-prose text-muted">
            Three quick questions, and we&apos;ll suggest drinks to make tonight. The more you like, save and make, the
            better they get. You can change your answers any time in settings.
          </p>
          <TasteQuizForm answers={NO_TASTE_ANSWERS} mode="quiz" />
        </div>
      </section>
    );
  }
  if (data.recommendations.length === 0) {
    return (
      <section aria-labelledby={TITLE_ID} className={className}>
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4">
          <h2 id={TITLE_ID} ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
            {TITLE}
          </h2>
          <EditTaste />
        </div>
        <p className="text-muted">
          Nothing to suggest yet. Like, save or rate a few drinks, and suggestions appear here.
        </p>
      </section>
    );
  }
  const { recommendations, reactions, barCoverage } = data;
  return (
    <RecipeCardsSection
      id={TITLE_ID}
      headingRef={heading}
      title={TITLE}
      aside={<EditTaste />}
      recipes={recommendations.map((r) => r.recipe)}
      cards={{ reactions, barCoverage, signedIn: true }}
      notes={Object.fromEntries(recommendations.map((r) => [r.recipe.id, r.reasons.join(REASON_SEPARATOR)]))}
      className={className}
    />
  );
}
