import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

/** Categories (spec 5): a new one only when non-empty trimmed and not chosen yet; options from the loader. */
export function CategoriesField({
  value,
  options,
  onChange,
  error,
}: {
  value: string[];
  options: string[];
  onChange(categories: string[]): void;
  error: string | undefined;
}) {
  const [newCategory, setNewCategory] = useState("");
  function add(input = newCategory) {
    const category = input.trim();
    if (!category || value.includes(category)) return;
    onChange([...value, category]);
    setNewCategory("");
  }
  const unused = options.filter((option) => !value.includes(option));
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">Categories</legend>
      {value.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label="Chosen categories">
          {value.map((category) => (
            <li
              key={category}
              className="inline-flex items-center gap-1 rounded-full bg-brand-700 pr-1 pl-3 text-xs font-semibold text-white sm:py-1"
            >
              {category}
              <button
                type="button"
                // 44 px to a thumb on a phone, the compact chip from the sm breakpoint up.
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/20 sm:size-auto sm:p-0.5"
                aria-label={`Remove category ${category}`}
                onClick={() => onChange(value.filter((item) => item !== category))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          aria-label="New category"
          value={newCategory}
          onChange={(e) => setNewCategory(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          placeholder="Add a category"
        />
        <Button type="button" variant="secondary" onClick={() => add()} disabled={newCategory.trim() === ""}>
          <Plus aria-hidden />
          Add
        </Button>
      </div>
      {unused.length > 0 ? (
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-muted">Existing:</span>
          {unused.map((option) => (
            <button
              key={option}
              type="button"
              onClick={() => add(option)}
              className="min-h-11 rounded-full border border-slate-300 px-3 text-xs font-medium text-ink-soft hover:border-brand-600 hover:text-brand-700 sm:min-h-0 sm:px-2.5 sm:py-0.5"
            >
              + {option}
            </button>
          ))}
        </div>
      ) : null}
      {error ? <p className="mt-1.5 text-sm text-danger-600">{error}</p> : null}
    </fieldset>
  );
}
