import { useSearchParams } from "react-router";
import { FILTER_FORM_ATTRIBUTE } from "~/lib/hydration/on-intent";
import { cn } from "~/lib/utils";

export type FilterOption = { id: string; label: string };

/** What a filtered list's item carries for the chips' CSS: the category alone (48 cards repeat it). */
export const filterItem = (category: string) => ({ "data-category": category });
/** A part shown only while one of `options` is chosen; "none" is an unknown category in the URL. */
export const filterOnly = (...options: string[]) => ({ "data-filter-only": options.join(" ") });

/** The category chosen in `?category=` ("all" without one); null when the URL names an unknown one. */
export function useFilterChoice(isKnown: (id: string) => boolean) {
  const choice = useSearchParams()[0].get("category") || "all";
  return isKnown(choice) ? choice : null;
}

/** Where the empty state shows: "none" (an unknown category) and every option no item belongs to. */
export const emptyOptions = (options: readonly FilterOption[], categories: readonly string[]) => [
  "none",
  ...options.filter(({ id }) => id !== "all" && !categories.includes(id)).map(({ id }) => id),
];

/** An attribute value in a selector: bare when CSS allows it (every slug we have), else quoted. */
const value = (text: string) => (/^[a-z][a-z0-9-]*$/.test(text) ? text : JSON.stringify(text));

/**
 * One rule per option hides the items of other categories and every `filterOnly` part but the
 * checked option's; with no chip checked (an unknown category) only the "none" parts show.
 */
function filterCss(scope: string, name: string, options: readonly FilterOption[]) {
  const radio = `[name=${value(name)}]`;
  const rules = options.map(({ id }) => {
    const others = `[data-filter-only]:not([data-filter-only~=${value(id)}])`;
    const hidden = id === "all" ? others : `:is([data-category]:not([data-category=${value(id)}]),${others})`;
    return `#${scope}:has(${radio}[value=${value(id)}]:checked) ${hidden}{display:none}`;
  });
  rules.push(
    `#${scope}:not(:has(${radio}:checked)) :is([data-category],[data-filter-only]:not([data-filter-only~=none])){display:none}`,
  );
  return rules.join("\n");
}

/**
 * Filter chips of a fixed list (ADR 0019): radio inputs in a GET form. CSS (`:has()`) applies the
 * choice at the tap, script or not; the loader script rewrites the URL to `?category=<id>`, and
 * without script the form's Apply button submits it. Every card stays in the HTML.
 */
export function FilterChips({
  options,
  selected,
  basePath,
  scope,
  label,
  className,
}: {
  options: readonly FilterOption[];
  /** The checked option's id; null when the URL names an unknown category. */
  selected: string | null;
  basePath: string;
  /** Id of the element holding the chips and the cards (the rules are scoped to it). */
  scope: string;
  label: string;
  className?: string;
}) {
  const name = "category";
  return (
    <form
      method="get"
      action={`${basePath}#${scope}`}
      aria-label={label}
      className={className}
      {...{ [FILTER_FORM_ATTRIBUTE]: "" }}
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rules built from our own option ids */}
      <style dangerouslySetInnerHTML={{ __html: filterCss(scope, name, options) }} />
      <div
        role="radiogroup"
        aria-label={label}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0"
      >
        {options.map((option) => {
          const active = option.id === selected;
          return (
            <label
              key={option.id}
              // Chromium brings the selected chip into view before any script runs; only on
              // phones, where the row (not the page) is the scroll container.
              className={cn(
                "chip",
                active && "max-sm:[scroll-initial-target:nearest] max-sm:[scroll-snap-align:center]",
              )}
            >
              <input type="radio" name={name} value={option.id} defaultChecked={active} className="sr-only" />
              {option.label}
            </label>
          );
        })}
      </div>
      {/* Without script nothing rewrites the URL: this submits the choice (shareable, reloadable). */}
      <noscript>
        <div className="mt-3 text-center">
          <button
            type="submit"
            className="inline-flex h-10 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-700"
          >
            Apply filter
          </button>
        </div>
      </noscript>
    </form>
  );
}
