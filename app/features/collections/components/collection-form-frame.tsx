/** The frame the create and edit collection pages share: where it is, what it is, and the form's card. */
import { Breadcrumb, type Crumb } from "~/components/ui/breadcrumb";

export function CollectionFormFrame({
  crumbs,
  title,
  lead,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  lead: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl">
      <Breadcrumb items={crumbs} />
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="mt-2 break-words text-muted">{lead}</p>
      <div className="mt-6 rounded-(--radius-card) border border-line bg-surface p-4 shadow-(--shadow-card) sm:p-6">
        {children}
      </div>
    </div>
  );
}
