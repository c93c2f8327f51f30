import { LegalDocument } from "~/features/static-pages/legal-document";
import { pageMeta } from "~/features/static-pages/page-meta";
import { PRIVACY_SECTIONS } from "~/features/static-pages/privacy-sections";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Privacy Policy",
    description:
      "How Muddle collects, uses and protects your information, which cookies we use, and the choices you have.",
  });

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="Your trust matters to us. Here is what we collect, why we collect it, and how you stay in control."
      sections={PRIVACY_SECTIONS}
      related={{ to: "/terms-of-service", label: "Terms of Service" }}
    />
  );
}
