/** The route table, mirroring the spec's route list (part 1 §2, part 2 §2). */
import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("login", "routes/login.tsx"),
  // The code step of sign-in for members with two-factor sign-in on (issue 17).
  route("login/two-factor", "routes/login.two-factor.tsx"),
  route("signup", "routes/signup.tsx"),
  route("signup/verify", "routes/signup.verify.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.tsx"),
  // The newsletter's e-mailed links (issue 17): double opt-in and unsubscribe, signed in or not.
  route("newsletter/confirm", "routes/newsletter.confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter.unsubscribe.tsx"),
  // The unsubscribe link of notification e-mails (issue 17): signed token, works signed out.
  route("unsubscribe", "routes/unsubscribe.tsx"),

  route("recipes", "routes/recipes._index.tsx"),
  route("recipes/bulk-upload", "routes/recipes.bulk-upload.tsx"),
  route("recipes/:username", "routes/recipes.$username.tsx"),
  route("recipes/:username/:recipeSlug", "routes/recipes.$username.$recipeSlug.tsx"),

  route("bar", "routes/bar.tsx", [
    index("routes/bar._index.tsx"),
    route("build", "routes/bar.build.tsx"),
    route("shopping-list", "routes/bar.shopping-list.tsx"),
    route("recipes", "routes/bar.recipes._index.tsx"),
    route("recipes/new", "routes/bar.recipes.new.tsx"),
    route("recipes/:recipeId", "routes/bar.recipes.$recipeId.tsx"),
    route("recipes/:recipeId/edit", "routes/bar.recipes.$recipeId.edit.tsx"),
    route("recipes/:recipeId/collections", "routes/bar.recipes.$recipeId.collections.ts"),
    route("saved", "routes/bar.saved.tsx"),
    // What the service worker keeps offline for the member (issue 18).
    route("saved/offline", "routes/bar.saved.offline.ts"),
    route("collections", "routes/bar.collections._index.tsx"),
    route("collections/new", "routes/bar.collections.new.tsx"),
    route("collections/:slug", "routes/bar.collections.$slug.tsx"),
    route("collections/:slug/edit", "routes/bar.collections.$slug.edit.tsx"),
    route("collections/:slug/recipes", "routes/bar.collections.$slug.recipes.ts"),
    route("community", "routes/bar.community.tsx"),
    // Any other address in the members' areas: sign in first, then a real 404 (issue 12).
    route("*", "routes/members-not-found.tsx", { id: "bar-not-found" }),
  ]),
  // "Confirm it's you" for an aal1 session of a member with 2FA on: outside the settings layout, whose
  // loader sends such sessions here.
  route("settings/verify", "routes/settings-verify.tsx"),
  route("settings", "routes/settings.tsx", [
    index("routes/settings._index.tsx"),
    route("profile", "routes/settings.profile.tsx"),
    route("profile/picture", "routes/settings.profile.picture.ts"),
    route("theme", "routes/settings.theme.ts"),
    route("privacy", "routes/settings.privacy.tsx"),
    route("taste", "routes/settings.taste.tsx"),
    route("notifications", "routes/settings.notifications.tsx"),
    route("moderation", "routes/settings.moderation.tsx"),
    route("api", "routes/settings.api.tsx"),
    route("account", "routes/settings.account.tsx"),
    route("account/confirm-email", "routes/settings.account.confirm-email.tsx"),
    route("account/two-factor", "routes/settings.account.two-factor.tsx"),
    route("*", "routes/members-not-found.tsx", { id: "settings-not-found" }),
  ]),

  // Moderation (issue 21): moderators and admins only; everyone else gets a 404.
  route("moderation", "routes/moderation.tsx", [
    index("routes/moderation._index.tsx"),
    route("cases/:caseId", "routes/moderation.cases.$caseId.tsx"),
    route("log", "routes/moderation.log.tsx"),
    route("team", "routes/moderation.team.tsx"),
  ]),

  // Site search (issue 18): recipes, collections, members and posts for one query.
  route("search", "routes/search.tsx"),
  // Editorial lists (issue 23): public pages generated from the data.
  route("lists", "routes/lists._index.tsx"),
  route("lists/:slug", "routes/lists.$slug.tsx"),
  route("collections", "routes/collections._index.tsx"),
  route("collections/new", "routes/collections.new.tsx"),
  route("collections/:slug", "routes/collections.$slug.tsx"),
  route("collections/:slug/menu", "routes/collections.$slug.menu.tsx"),
  // The feed is readable without signing in (part 2 §6); /bar/community is the same feed in the bar.
  route("community", "routes/community.tsx"),
  // One post with its thread (issue 17: where a notification about a post leads).
  route("community/posts/:postId", "routes/community.posts.$postId.tsx"),
  // A member's notifications (issue 17): signing in required, like /bar.
  route("notifications", "routes/notifications.tsx"),

  layout("routes/static-layout.tsx", [
    route("faq", "routes/faq.tsx"),
    route("how-to", "routes/how-to.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-of-service", "routes/terms-of-service.tsx"),
    route("support", "routes/support.tsx"),
    // Issue 22: who MuddleBot is; its user agent names this page.
    route("bot", "routes/bot.tsx"),
  ]),

  // The web app manifest (issue 18): installing Muddle as an app.
  route("manifest.webmanifest", "routes/manifest[.]webmanifest.ts"),
  // Sitemaps and robots (issue 18): the index, its streamed children, and the crawlers' rules.
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("sitemaps/:name", "routes/sitemaps.$name.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("uploads/:bucket/*", "routes/uploads.$bucket.$.ts"),
  // Generated link-preview images (issue 18): the site card, and cards of public profiles and collections.
  route("og/site-card.png", "routes/og.site-card[.]png.ts"),
  // A recipe's photo cropped to 16:9, 4:3 and 1:1, or a card with its name (issue 18).
  route("images/recipes/:recipeId/:aspect", "routes/images.recipes.$recipeId.$aspect.ts"),
  route("og/profiles/:file", "routes/og.profiles.$file.ts"),
  route("og/collections/:file", "routes/og.collections.$file.ts"),
  // The public API (issue 22): every /api/v1 address is one of app/features/api/api-endpoints.server.ts.
  route("api/v1/*", "routes/api.v1.$.ts"),
  route("api/docs", "routes/api.docs.tsx"),
  route("api/site/ingredients", "routes/api.site.ingredients.ts"),
  route("api/site/search/suggestions", "routes/api.site.search.suggestions.ts"),
  route("api/site/uploads/recipe-images", "routes/api.site.uploads.recipe-images.ts"),
  route("api/site/recipes/export", "routes/api.site.recipes.export.ts"),
  route("api/site/recipes/originals", "routes/api.site.recipes.originals.ts"),
  route("api/site/recipes/:recipeId/reactions", "routes/api.site.recipes.$recipeId.reactions.ts"),
  route("api/site/recipes/:recipeId/comments", "routes/api.site.recipes.$recipeId.comments.ts"),
  route("api/site/recipes/:recipeId/makes", "routes/api.site.recipes.$recipeId.makes.ts"),
  route("api/site/taste", "routes/api.site.taste.ts"),
  route("api/site/cookie-consent", "routes/api.site.cookie-consent.ts"),
  // A recipe or collection page's view beacon (issue 19): counted in memory, written in batches.
  route("api/site/views", "routes/api.site.views.ts"),
  route("api/site/push-subscriptions", "routes/api.site.push-subscriptions.ts"),
  route("api/site/collections/:collectionId/reactions", "routes/api.site.collections.$collectionId.reactions.ts"),
  route("api/site/posts", "routes/api.site.posts.ts"),
  route("api/site/posts/:postId", "routes/api.site.posts.$postId.ts"),
  route("api/site/posts/:postId/reactions", "routes/api.site.posts.$postId.reactions.ts"),
  route("api/site/posts/:postId/comments", "routes/api.site.posts.$postId.comments.ts"),
  route("api/site/community/events", "routes/api.site.community.events.ts"),
  // Reporting content to the moderators (issue 21).
  route("api/site/reports", "routes/api.site.reports.ts"),
  route("api/site/notifications/events", "routes/api.site.notifications.events.ts"),

  route("404", "routes/not-found.tsx", { id: "not-found-page" }),
  // Public profiles last among single segments: every named page above takes precedence, and
  // usernames that collide with a route are reserved at sign-up.
  route(":username", "routes/$username.tsx"),
  route(":username/followers", "routes/$username.followers.tsx"),
  route(":username/following", "routes/$username.following.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
