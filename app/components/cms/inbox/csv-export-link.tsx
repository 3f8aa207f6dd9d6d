import { Download } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";

/**
 * "Export CSV" for a list and its current filter: a plain link, so the browser downloads the
 * file with no script involved.
 */
export function CsvExportLink({ href, query }: { href: string; query: string }) {
  return (
    <a
      href={`${href}${query ? `?${query}` : ""}`}
      download
      data-testid="csv-export"
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <Download aria-hidden />
      Export CSV
    </a>
  );
}
