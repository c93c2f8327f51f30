import { LegalDocument } from "~/features/static-pages/legal-document";
import { pageMeta } from "~/features/static-pages/page-meta";
import { TERMS_SECTIONS } from "~/features/static-pages/terms-sections";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Terms of Service",
    description: "The ground rules for using Muddle: your account, your content, community guidelines and more.",
  });

export default function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro="The friendly fine print: what you can expect from us, and what we ask of you in return."
      sections={TERMS_SECTIONS}
      related={{ to: "/privacy-policy", label: "Privacy Policy" }}
    />
  );
}
