import { COOKIE_CONSENT_DAYS, SUPPORT_EMAIL } from "~/lib/constants";
import type { LegalSection } from "./legal-document";
import { InlineLink, MailLink } from "./static-page";

/** Part 2 §2 and §9: the privacy policy, including the cookie categories and the 365-day consent period. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: "about-this-policy",
    title: "About this policy",
    body: (
      <p>
        This policy explains what information Muddle collects when you browse, sign up or share recipes, why we need it,
        and the choices you have. We have tried to keep it short and readable. If something is unclear, just ask.
      </p>
    ),
  },
  {
    id: "information-we-collect",
    title: "Information we collect",
    body: (
      <>
        <p>We only collect what we need to run the site well:</p>
        <ul>
          <li>
            <strong>Account details</strong> such as your username, email address and password (which we store in a
            securely hashed form, never as plain text).
          </li>
          <li>
            <strong>Profile information</strong> you choose to add, like your name, photo, bio, location, expertise
            level and social links.
          </li>
          <li>
            <strong>Content you create</strong>, including recipes, photos, collections, bar ingredients, posts,
            comments, ratings, likes and follows.
          </li>
          <li>
            <strong>Delivery details</strong>: your newsletter address once you confirm it, the devices you are signed
            in on (browser and time, so you can sign them out), and, if you turn push notifications on in a browser, the
            address its push service gives us for it.
          </li>
          <li>
            <strong>Basic technical data</strong> such as your browser type, pages visited and the time of a request,
            which helps us keep the service secure and fix problems.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    title: "How we use your information",
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>create and look after your account and keep you signed in;</li>
          <li>show your recipes, collections and posts to the people you have chosen to share them with;</li>
          <li>send the notifications and emails you have switched on in your settings;</li>
          <li>keep Muddle safe, prevent abuse and review reported content;</li>
          <li>understand which features people enjoy so we can improve them.</li>
        </ul>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and your consent",
    body: (
      <>
        <p>
          Cookies are small files your browser keeps for us. When you first visit, a banner asks which kinds you are
          happy to allow. We group them into four categories:
        </p>
        <ul>
          <li>
            <strong>Necessary</strong> cookies keep you signed in, protect forms and remember your cookie choice. The
            site cannot work without them, so they are always on.
          </li>
          <li>
            <strong>Preferences</strong> cookies would remember optional conveniences for you.
          </li>
          <li>
            <strong>Analytics</strong> cookies would help us understand, in aggregate, how people use Muddle.
          </li>
          <li>
            <strong>Marketing</strong> cookies would let us measure campaigns and show relevant promotions.
          </li>
        </ul>
        <p>
          Today Muddle sets only necessary cookies: the session cookie that keeps you signed in, the cookie that
          remembers your cookie choice, a one-minute cookie that carries a confirmation message to the next page, and,
          while you finish signing up, one that ties the e-mailed link to your browser. When you switch My Collections
          between grid and list, a cookie remembers that choice, because you asked for it. Your browser's local storage
          keeps the light or dark theme you pick, a copy of your cookie choice and an unsaved recipe draft; they stay on
          your device. Nothing in the preferences, analytics or marketing categories runs before you agree to it, and
          today we have none of those at all: if we ever add one, it will wait for your consent.
        </p>
        <p>
          We store your choice for {COOKIE_CONSENT_DAYS} days, after which we ask again. If you are signed in, we also
          save it with your account. To change your mind sooner, use Cookie settings at the foot of the page.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "When we share information",
    body: (
      <>
        <p>
          We do not sell your personal information. Anything you make public, like a public recipe or profile, can be
          seen by anyone visiting Muddle. Beyond that, we only share information:
        </p>
        <ul>
          <li>with trusted providers who host the site, store images or send email on our behalf, under contract;</li>
          <li>when the law requires it, or to protect the safety of our members and the public.</li>
        </ul>
      </>
    ),
  },
  {
    id: "your-choices",
    title: "Your choices and rights",
    body: (
      <p>
        You decide who sees each of your recipes: every recipe is public or private, and you can edit or delete your
        recipes at any time from My Recipes. In your <InlineLink to="/settings/account">account settings</InlineLink>{" "}
        you can change your password and e-mail address, see where you are signed in and delete your account, which
        removes your profile, recipes, collections, posts and photos at once. To ask for a copy of your information or
        for corrections, write to <MailLink email={SUPPORT_EMAIL} />. Your{" "}
        <InlineLink to="/settings/privacy">privacy settings</InlineLink> decide who sees your profile, and your{" "}
        <InlineLink to="/settings/notifications">notification settings</InlineLink> which e-mails and alerts you get;
        every notification e-mail also has a link that stops them, without signing in.
      </p>
    ),
  },
  {
    id: "retention-security",
    title: "Keeping your information safe",
    body: (
      <p>
        We keep your information for as long as your account is open. When you delete your account, we remove your
        profile and content, apart from anything we must keep for legal or security reasons. We use encryption in
        transit, hashed passwords and limited access to protect your data, though no online service can promise perfect
        security.
      </p>
    ),
  },
  {
    id: "changes-contact",
    title: "Changes and contact",
    body: (
      <p>
        If we make meaningful changes to this policy, we will update the date at the top and, where it matters, let you
        know on the site or by email. For any privacy question or request, write to <MailLink email={SUPPORT_EMAIL} />.
      </p>
    ),
  },
];
