import { NativeSelect } from "~/components/ui/native-select";
import type { AuthorProfile } from "~/lib/schemas/profile";
import { Field } from "../kit";

/** The post editor's author choice (`authorId`, "" for a guest); `onChange` gets the profile. */
export function AuthorField({
  authors,
  value,
  onChange,
  error,
}: {
  authors: AuthorProfile[];
  value: string;
  onChange(author: AuthorProfile | null): void;
  error?: string;
}) {
  return (
    <Field
      id="post-authorId"
      label="Author profile"
      error={error}
      hint="A staff profile puts its name, bio and photo on the article; staff edit theirs under Profile."
      control={(props) => (
        <NativeSelect
          {...props}
          name="authorId"
          value={value}
          onChange={(event) => onChange(authors.find((author) => author.id === event.target.value) ?? null)}
        >
          <option value="">Guest author (type the name)</option>
          {authors.map((author) => (
            <option key={author.id} value={author.id}>
              {author.name}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}
