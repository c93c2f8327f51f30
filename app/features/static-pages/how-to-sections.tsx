import type { ReactNode } from "react";
import { MAX_RECIPE_PHOTOS, SUPPORT_EMAIL } from "~/lib/constants";
import { InlineLink, MailLink } from "./static-page";

type Topic = { title: string; body: ReactNode };
export type HowToSection = { id: string; title: string; summary: string; topics: Topic[] };

/** Part 2 §2 "Static pages": the five how-to sections, in the spec's order. */
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
            You can browse recipes and collections without an account, but you will need one to save, rate and share.
          </p>
        ),
      },
      {
        title: "Make your profile your own",
        body: (
          <p>
            Open Settings and choose Profile to add a photo, a short bio, your expertise level and any social links.
            This is also where you switch between the light and dark themes.
          </p>
        ),
      },
      {
        title: "Stock your bar",
        body: (
          <ol>
            <li>Go to My Bar and choose Add Ingredients.</li>
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
            Press Follow on a member's profile to keep up with them. The Following tab in the community feed gathers
            their posts in one place.
          </p>
        ),
      },
      {
        title: "Post in the community feed",
        body: (
          <p>
            The Community page in My Bar is the place for quick updates: a photo of tonight's drink, a question about
            technique, or a new bottle you are excited about. Posts can include images, likes and comments.
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
        title: "Organise with collections",
        body: (
          <p>
            Group recipes into collections from My Bar, or use Add to Collection on any of your recipes. Make a
            collection public to share it, keep it private, or share it with specific people.
          </p>
        ),
      },
      {
        title: "Turn a collection into a menu",
        body: (
          <p>
            Every public collection can be shown as a clean drink menu, perfect for a party or a printed card on the
            bar.
          </p>
        ),
      },
      {
        title: "Upload recipes in bulk",
        body: (
          <p>
            If you already keep your specs in a file, you can upload several recipes at once as JSON instead of typing
            each one. You can also start a new recipe from a template to save time.
          </p>
        ),
      },
      {
        title: "Set your privacy defaults",
        body: (
          <p>
            In Settings, under Privacy, choose who sees your profile and the default visibility for new recipes and
            collections, so every new creation starts out the way you like.
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
            Store your bar's recipes as private collections so every bartender pours the same drink, and share them with
            the people on your team.
          </p>
        ),
      },
      {
        title: "Show off your menu",
        body: (
          <p>
            Publish a seasonal collection and use its drink menu view as a shareable, always up-to-date cocktail list
            for guests.
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
