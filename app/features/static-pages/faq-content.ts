/**
 * Part 2 §2 "Static pages": the twelve FAQ entries, in the spec's order.
 * Answers are plain text so the same words feed both the accordion and the FAQPage structured data.
 * Every answer is true of today's site (issue 12); one written around a screen still to come
 * names it in `awaits` (see coming-screens.ts).
 */
import type { ComingScreen } from "./coming-screens";

export type FaqEntry = {
  id: string;
  question: string;
  answer: string[];
  link?: { to: string; label: string };
  awaits?: ComingScreen[];
};

export const FAQ_ENTRIES: FaqEntry[] = [
  {
    id: "what-is-muddle",
    question: "What is Muddle?",
    answer: [
      "Muddle is a home for people who love making drinks. You can discover cocktail recipes from other members, save the ones you want to try, share your own creations, and keep track of the bottles you have on hand.",
      "Whether you are shaking your very first daiquiri or running a bar program, there is a place for you here.",
    ],
  },
  {
    id: "getting-started",
    question: "How do I get started?",
    answer: [
      "Browsing is open to everyone, so feel free to explore recipes and members' profiles right away. When you want to save favourites, rate drinks or post your own, create a free account with a username, email and password.",
      "Once you are signed in, a good first step is adding a few bottles to My Bar: every recipe then shows which of its ingredients you already have.",
    ],
    link: { to: "/how-to#getting-started", label: "Read the getting started guide" },
  },
  {
    id: "sharing-recipes",
    question: "How do I share a recipe?",
    answer: [
      "Open My Bar, go to Recipes and choose Create Recipe. Give your drink a name, add its ingredients and steps, and attach up to four photos if you have them. You can keep it as a draft while you tinker, then publish and make it public when it is ready.",
      "Every public recipe has its own page with a share button, so you can send the link to friends or post it elsewhere.",
    ],
  },
  {
    id: "bar-inventory",
    question: "What is the bar inventory?",
    answer: [
      "My Bar is a list of the spirits, liqueurs, syrups, bitters and garnishes you have at home. Add ingredients by category or search for them by name, and adjust quantities as bottles run low.",
      "A progress bar shows how well stocked you are, which makes it easy to see what is worth picking up next.",
    ],
  },
  {
    id: "collections",
    question: "How do collections work?",
    answer: [
      "A collection groups recipes under one name: a party menu, low-alcohol favourites or drinks for one spirit. Open My Bar and choose Collections (/bar/collections) to create one, then add recipes with Manage Recipes, or from any of your recipes' pages with Add to Collection.",
      "Each collection is private, for your followers, or public. Public ones are listed for everyone under Collections (/collections), where others can like and share them; a private one can still be shared with named members by entering their email address, and only they and you can open it.",
      'Every collection has a drink menu you can print or show as a QR code for guests to scan. On your own menu, switch on "Only what my bar can make now" and it lists just the drinks your bar can make, changing as your bar does.',
    ],
    link: { to: "/how-to#advanced-features", label: "Read more about collections and menus" },
  },
  {
    id: "ratings",
    question: "How do ratings work?",
    answer: [
      "Signed-in members can rate any recipe but their own from 1 to 5 stars, where 1 means it was not for you and 5 means you would happily make it again tonight. You can change your rating at any time.",
      "A recipe's score is the average of everyone's ratings, so it settles into a fair picture as more people try it.",
    ],
  },
  {
    id: "editing-deleting",
    question: "Can I edit or delete my recipes?",
    answer: [
      "Yes. Go to My Bar, open Recipes and pick the drink you want to change. From there you can edit any detail, switch it between public and private, move it between draft and published, or delete it.",
      "Deleting a recipe is permanent, so if you only want to hide it for a while, making it private is the gentler option.",
    ],
  },
  {
    id: "badges",
    question: "What are badges?",
    answer: [
      "Badges will be small marks of recognition for milestones along the way, such as sharing your first recipe or building up a well-stocked bar, shown on your profile.",
      "They are not part of Muddle yet; this answer will say how to earn them once they are.",
    ],
    awaits: ["badges"],
  },
  {
    id: "image-requirements",
    question: "What kind of images can I upload?",
    answer: [
      "Photos can be JPG, PNG or WebP files, up to 5MB each. Bright, natural light and a plain background make drinks look their best.",
      "Please only upload pictures you took yourself or have permission to use.",
    ],
  },
  {
    id: "connecting",
    question: "How do I connect with other members?",
    answer: [
      "Every recipe page names its author: choose the name to open their profile, with their public recipes and who they follow, then press Follow.",
      "You can also like, rate and comment on recipes. A kind word about someone's drink goes a long way.",
      "The Community page is where members post what they are mixing, with photos, and talk about it in the comments. For You mixes the people you follow with popular posts, Discover shows members you do not follow yet, and Following only the people you follow.",
    ],
  },
  {
    id: "mobile-app",
    question: "Is there a mobile app?",
    answer: [
      "Not yet. Muddle is a website for now, and it is built to work well on phones, so you can bring it along to the bar cart.",
      "Native apps for iOS and Android are in development, and we will share news here when they are ready.",
    ],
  },
  {
    id: "reporting",
    question: "How do I report something that breaks the rules?",
    answer: [
      "If you come across a recipe, comment or profile that seems harmful, offensive or spammy, email our support team with a link to it and a short note about what is wrong. We review every report and take action when something breaks our community guidelines.",
      "A report button on each item is on its way; until then, email is the way to reach us.",
    ],
    link: { to: "/support#report-content", label: "More about reporting content" },
    awaits: ["reporting"],
  },
];
