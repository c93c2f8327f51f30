/** The frame of each section of Settings → Account. */
export function AccountCard({
  id,
  title,
  description,
  tone = "default",
  children,
}: {
  id: string;
  title: string;
  description: React.ReactNode;
  tone?: "default" | "danger";
  children: React.ReactNode;
}) {
  const border = tone === "danger" ? "border-danger/40" : "border-line";
  return (
    <section aria-labelledby={`${id}-title`} className={`rounded-(--radius-card) border ${border} bg-surface p-6`}>
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-1 mb-6 text-muted">{description}</div>
      {children}
    </section>
  );
}
