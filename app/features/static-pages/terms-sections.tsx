import { SUPPORT_EMAIL } from "~/lib/constants";
import type { LegalSection } from "./legal-document";
import { InlineLink, MailLink } from "./static-page";

/** Part 2 §2: the terms of service, eight numbered sections. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: "agreement",
    title: "Agreeing to these terms",
    body: (
      <p>
        These terms are the ground rules for using Muddle. By browsing the site or creating an account, you agree to
        them and to our <InlineLink to="/privacy-policy">Privacy Policy</InlineLink>. If you do not agree, please do not
        use the service.
      </p>
    ),
  },
  {
    id: "eligibility",
    title: "Age and responsible drinking",
    body: (
      <>
        <p>
          Muddle is about alcoholic drinks, so you must be of legal drinking age where you live to create an account.
          Recipes are shared for enjoyment and inspiration.
        </p>
        <p>
          Please drink responsibly, know your limits, never drink and drive, and check ingredients carefully if you or
          your guests have allergies.
        </p>
      </>
    ),
  },
  {
    id: "your-account",
    title: "Your account",
    body: (
      <p>
        You are responsible for keeping your password safe and for what happens under your account. Choose a username
        that does not pretend to be someone else, and keep your email address current so we can reach you. Tell us
        straight away if you think someone else has got into your account.
      </p>
    ),
  },
  {
    id: "your-content",
    title: "Your content",
    body: (
      <>
        <p>
          Recipes, photos, collections, posts and comments you create remain yours. By sharing them on Muddle, you give
          us permission to store, display and format them so the site can show them to the people you choose. That
          permission ends when you delete the content, except for copies others have already saved or shared.
        </p>
        <p>Only share content you have the right to share, and credit the bartenders who inspired you.</p>
      </>
    ),
  },
  {
    id: "community-guidelines",
    title: "Community guidelines",
    body: (
      <>
        <p>We want Muddle to feel like a friendly bar. When you take part, please do not:</p>
        <ul>
          <li>harass, threaten or demean anyone, or post hateful content;</li>
          <li>share spam, scams, misleading links or unrelated advertising;</li>
          <li>upload content that is illegal, sexually explicit or that you do not have rights to;</li>
          <li>encourage dangerous drinking or target anyone under the legal drinking age;</li>
          <li>try to break, overload or get around the security of the service.</li>
        </ul>
        <p>
          You can report anything that crosses these lines, and our moderators will review it. We may remove content or
          suspend accounts that break these guidelines.
        </p>
      </>
    ),
  },
  {
    id: "our-service",
    title: "Our service",
    body: (
      <p>
        The Muddle name, logo and site design belong to us. We are always improving things, which means features may
        change, pause or be retired over time. You are free to stop using Muddle and delete your account whenever you
        like, and we may close accounts that seriously or repeatedly break these terms.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Disclaimers and liability",
    body: (
      <p>
        Muddle is provided as it is. Recipes come from our members, and we cannot guarantee that every measurement,
        ingredient or technique is accurate or suits you. To the extent the law allows, we are not liable for indirect
        losses arising from your use of the site, and nothing in these terms limits rights you have that cannot be
        waived.
      </p>
    ),
  },
  {
    id: "changes-contact",
    title: "Changes and contact",
    body: (
      <p>
        We may update these terms as Muddle grows. When we do, we will change the date at the top and let you know about
        significant changes. Continuing to use the site after an update means you accept the new terms. Questions are
        always welcome at <MailLink email={SUPPORT_EMAIL} />.
      </p>
    ),
  },
];
