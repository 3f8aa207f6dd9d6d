import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import type { AuthorProfile } from "~/lib/schemas/profile";

/**
 * The post editor's author choice: a native select of staff profiles posting
 * `authorId` ("" for none). `onChange` hands over the chosen profile, so the editor can fill the
 * spec's `author` and `authorBio` fields from it. Authors come from `listAuthors()` in the loader.
 */
export function AuthorField({
  authors,
  defaultValue,
  value,
  onChange,
  error,
  name = "authorId",
  id = "post-authorId",
}: {
  authors: AuthorProfile[];
  defaultValue?: string | null;
  value?: string | null;
  onChange?: (author: AuthorProfile | null) => void;
  error?: string;
  name?: string;
  id?: string;
}) {
  const controlled = value !== undefined ? { value: value ?? "" } : { defaultValue: defaultValue ?? "" };
  return (
    <div>
      <Label htmlFor={id}>Author profile</Label>
      <NativeSelect
        id={id}
        name={name}
        {...controlled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(event) => onChange?.(authors.find((author) => author.id === event.target.value) ?? null)}
      >
        <option value="">Guest author (type the name)</option>
        {authors.map((author) => (
          <option key={author.id} value={author.id}>
            {author.name}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-note`} className={error ? "mt-1.5 text-sm text-danger-600" : "mt-1.5 text-xs text-muted"}>
        {error ??
          "A staff profile puts its name, bio and photo on the article; staff edit theirs under Profile."}
      </p>
    </div>
  );
}
