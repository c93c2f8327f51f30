import type { ReactNode } from "react";
import { MAX_RECIPE_PHOTOS, SUPPORT_EMAIL } from "~/lib/constants";
import type { ComingScreen } from "./coming-screens";
import { InlineLink, MailLink } from "./static-page";

/** `awaits`: the screens still to come that this text is written around (coming-screens.ts). */
type Topic = { title: string; body: ReactNode; awaits?: ComingScreen[] };
export type HowToSection = { id: string; title: string; summary: string; topics: Topic[] };

/** Part 2 §2 "Static pages": the five how-to sections, in the spec's order, true of today's site (issue 12). */
export const HOW_TO_SECTIONS: HowToSection[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    summary: "Set up your account and find your way around in a few minutes.",
    topics: [
      {
        title: "Create your account",
        body: (
          <p>
            Choose <InlineLink to="/signup">Sign up</InlineLink>, pick a username, and add your email and a password.
            You can browse recipes and profiles without an account, but you will need one to save, rate and share.
          </p>
        ),
      },
      {
        title: "Your profile and theme",
        body: (
          <p>
            Your public profile, at your username's address, lists your public recipes and who follows you. In Settings
            › Profile you can add a picture (drag it onto the box or click to choose one), write a bio, set your
            location and expertise, link your website and social accounts, and change your username: old links to your
            profile and recipes keep working. Choose Light or Dark there, or use the sun and moon button in the top bar;
            once you are signed in, your choice follows you to your other browsers.
          </p>
        ),
      },
      {
        title: "Stock your bar",
        body: (
          <ol>
            <li>Go to My Bar and choose Add Ingredients (Add More once your bar has a few bottles).</li>
            <li>Work through the category tabs, or search for a bottle by name.</li>
            <li>Use the plus and minus buttons to keep quantities up to date as you pour.</li>
          </ol>
        ),
      },
    ],
  },
  {
    id: "recipe-management",
    title: "Recipe Management",
    summary: "Write, polish and publish your own drinks.",
    topics: [
      {
        title: "Create a recipe",
        body: (
          <ol>
            <li>In My Bar, open Recipes and choose Create Recipe.</li>
            <li>
              Fill in the basic details and add up to {MAX_RECIPE_PHOTOS} photos. The first photo becomes the cover.
            </li>
            <li>Add each ingredient with its quantity and unit, marking garnishes and optional extras.</li>
            <li>Write the method as short, numbered steps, then choose Save Recipe.</li>
          </ol>
        ),
      },
      {
        title: "Drafts, publishing and privacy",
        body: (
          <p>
            New recipes can stay as drafts while you experiment. When you are happy, publish the recipe and decide
            whether it is public for everyone or private to you. You can switch either setting at any time from the
            recipe's management page.
          </p>
        ),
      },
      {
        title: "Edit or delete a recipe",
        body: (
          <p>
            Open the recipe from My Recipes to see its views, likes, saves and comments, then choose Edit Recipe or
            Delete Recipe. Deleting is permanent, so consider making a recipe private instead if you might want it back.
          </p>
        ),
      },
    ],
  },
  {
    id: "community-features",
    title: "Community Features",
    summary: "Meet other members, swap ideas and celebrate good drinks.",
    topics: [
      {
        title: "Like, save, rate and comment",
        body: (
          <p>
            On any recipe page you can like a drink, save it for later, give it 1 to 5 stars and leave a comment or a
            reply. Thoughtful feedback helps creators refine their recipes.
          </p>
        ),
      },
      {
        title: "Follow people",
        body: (
          <p>
            Choose the author's name on a recipe page to open their profile, then press Follow. Each profile lists the
            member's public recipes, their followers and the people they follow.
          </p>
        ),
      },
      {
        title: "Post in the community",
        body: (
          <p>
            On <InlineLink to="/community">Community</InlineLink>, write a post with up to four photos (drop, choose or
            paste them) and an emoji or two, for everyone or for your followers only. Like posts, comment and reply, and
            search for posts, members and collections. New posts appear at the top as they arrive; choose “new posts” to
            see them.
          </p>
        ),
      },
    ],
  },
  {
    id: "advanced-features",
    title: "Advanced Features",
    summary: "Tools for keen home bartenders who want to go further.",
    topics: [
      {
        title: "See what you can make",
        body: (
          <p>
            With a few bottles in My Bar, the My bar filter on <InlineLink to="/recipes">Recipes</InlineLink> shows the
            drinks you can make now, or those one ingredient away. Add what you are missing to your shopping list
            straight from a recipe.
          </p>
        ),
      },
      {
        title: "Keep favourites for later",
        body: <p>Press Save on any recipe to keep it in Saved recipes, which you reach from My Bar.</p>,
      },
      {
        title: "Group recipes into collections",
        body: (
          <p>
            In <InlineLink to="/bar/collections">My Collections</InlineLink> choose Collection to start one, then use
            Manage Recipes to pick its drinks; on any of your own recipes, Add to Collection puts it in several at once
            or starts a new private collection with it. A collection is public, for your followers, or private, and you
            can share a private one with named members by their email address. Public collections from everyone are
            listed under <InlineLink to="/collections">Collections</InlineLink>.
          </p>
        ),
      },
      {
        title: "Upload recipes in bulk",
        body: (
          <p>
            If you already keep your specs in a file, you can{" "}
            <InlineLink to="/recipes/bulk-upload">upload several recipes at once</InlineLink> as JSON instead of typing
            each one. You can also start a new recipe from a template to save time.
          </p>
        ),
      },
      {
        title: "Choose who sees each recipe",
        body: (
          <p>
            Every recipe is public, for your followers only, or private, and a draft until you publish it; change either
            on the recipe's page in My Recipes or in the recipe form. Under{" "}
            <InlineLink to="/settings/privacy">Privacy settings</InlineLink> you choose the audience new recipes start
            with, who may see your profile, and whether others may follow you.
          </p>
        ),
      },
    ],
  },
  {
    id: "enterprise-features",
    title: "Enterprise Features",
    summary: "Ideas for bars, restaurants and drinks brands using Muddle as a team.",
    topics: [
      {
        title: "Keep your house specs in one place",
        body: (
          <p>
            Keep your bar's specs as private recipes on one account, so the house versions live in one place, and gather
            them in a private collection. Share it with each member of your team by their email address: they can open
            it and its menu, and only you can change it.
          </p>
        ),
      },
      {
        title: "Show off your drinks",
        body: (
          <p>
            Publish your signature serves and send guests the link: every public recipe has a Share button on its page.
            Every collection also has a drink menu: print it as a clean one- or two-page menu, or let guests scan its QR
            code. Switch on "Only what my bar can make now" and the menu follows your bar, listing only the drinks you
            can make as bottles come and go.
          </p>
        ),
      },
      {
        title: "Talk to us",
        body: (
          <p>
            Running something bigger, or need help moving an existing recipe library across? Email{" "}
            <MailLink email={SUPPORT_EMAIL} /> and tell us what you have in mind.
          </p>
        ),
      },
    ],
  },
];
