import { Upload } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Hidden } from "../kit";
import { useFormAnswer } from "./forms";

/**
 * Import subscribers from a CSV file: a plain multipart form posted to the page's action, so it
 * works without JavaScript; the answer (how many came in, or every bad row with its line, none
 * imported) is the page's action data.
 */
export function SubscriberImport() {
  const { busy, answer: result } = useFormAnswer("import-subscribers");
  const badRows = result && !result.ok ? (result.badRows ?? []) : [];
  return (
    <section aria-labelledby="import-heading" className="min-w-0">
      <Card className="grid gap-3 p-4 sm:p-5">
        <div>
          <h2 id="import-heading" className="text-lg font-bold text-ink">
            Import subscribers
          </h2>
          <p className="mt-1 text-sm text-muted">
            A CSV file whose first line names the columns <code>email</code>, <code>name</code>,{" "}
            <code>consented_at</code> (a date, YYYY-MM-DD) and <code>consent</code> (how they agreed). A row
            with both consent columns comes in confirmed; any other gets the confirmation mail. Addresses
            already on the list stay as they are. If a row is wrong, nothing is imported.
          </p>
        </div>
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-2">
          <Hidden intent="import-subscribers" />
          <div className="grid min-w-0 gap-1">
            <label htmlFor="subscriber-import-file" className="text-sm font-medium text-ink">
              CSV file
            </label>
            <input
              id="subscriber-import-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              className="max-w-full text-sm"
            />
          </div>
          <Button type="submit" variant="outline" disabled={busy}>
            <Upload aria-hidden />
            {busy ? "Importing..." : "Import"}
          </Button>
        </Form>
        {result?.ok ? (
          <p role="status" className="text-sm text-green-800">
            {result.message}
          </p>
        ) : null}
        {result && !result.ok ? (
          <div role="alert" className="grid gap-1 text-sm text-danger-600">
            <p className="font-medium">{result.fieldErrors.file ?? result.message}</p>
            {badRows.length ? (
              <ul className="list-disc pl-5" aria-label="Rows to fix" data-testid="import-bad-rows">
                {badRows.map((row) => (
                  <li key={row.line}>
                    Line {row.line}: {row.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </Card>
    </section>
  );
}
