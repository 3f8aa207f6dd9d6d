import { ChevronDown, Search, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigate, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { SelectField } from "./kit";
import { postStatusLabels } from "./status-badge";
import {
  type PostListQuery,
  parsePostListQuery,
  postListSearch,
  postListSortLabels,
  postListSorts,
  postListStatuses,
} from "~/lib/schemas/post-list";

const SEARCH_DEBOUNCE_MS = 300;

const LIST_PATH = "/cms/posts";

/**
 * The post list's filters as a GET form; with script a change submits at once (typing: after a
 * pause) and replaces the history entry, so Back leaves the list rather than undoing keystrokes.
 *
 * The address is the filters' truth, and the form shows the address the list is going to as soon
 * as it is asked for ("Clear filters", Back), before its posts arrive. A search typed meanwhile
 * keeps that address's filters: it takes them from the address, not from fields a slow network or
 * a slow render has not redrawn yet.
 */
export function PostListFilters({
  query: shownQuery,
  categories,
  authors,
}: {
  query: PostListQuery;
  categories: string[];
  authors: string[];
}) {
  const submit = useSubmit();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // A post to the list's action is not a change of filters.
  const pending =
    navigation.formMethod && navigation.formMethod.toUpperCase() !== "GET" ? undefined : navigation.location;
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const goingTo = pending?.pathname === LIST_PATH ? pending.search : undefined;
  const query = goingTo === undefined ? shownQuery : parsePostListQuery(new URLSearchParams(goingTo));
  const target = useRef(goingTo);
  target.current = goingTo;

  // Back and forward change the address under an uncontrolled box: show the address's text,
  // unless the editor is typing in it.
  useEffect(() => {
    const box = searchRef.current;
    if (box && document.activeElement !== box) box.value = query.q;
  }, [query.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const activeFilters = [query.status, query.category, query.author].filter(Boolean).length;
  const options = { replace: true, preventScrollReset: true };

  function submitNow(form: HTMLFormElement) {
    clearTimeout(timer.current);
    submit(form, options);
  }

  // Every other filter submits as it changes, so the address (the one being loaded, or the one
  // shown) holds them all; the search box alone is newer than the address.
  function submitSearch(box: HTMLInputElement) {
    const address = new URLSearchParams(target.current ?? window.location.search);
    const next = { ...parsePostListQuery(address), q: box.value.trim(), page: 1 };
    navigate(`${LIST_PATH}${postListSearch(next)}`, options);
  }

  return (
    <Form
      method="get"
      action={LIST_PATH}
      role="search"
      aria-label="Filter posts"
      className="grid min-w-0 grid-cols-1 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,5fr)] lg:items-end"
      onChange={(event) => {
        const form = event.currentTarget;
        const field = event.target as HTMLElement;
        if (field instanceof HTMLInputElement && field.name === "q") {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => submitSearch(field), SEARCH_DEBOUNCE_MS);
        } else {
          submitNow(form);
        }
      }}
    >
      <div className="min-w-0">
        <Label htmlFor="posts-q">Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <Input
            ref={searchRef}
            id="posts-q"
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder="Title or author"
            aria-label="Search posts by title or author"
            className="pl-10"
          />
        </div>
      </div>
      {/* On a phone the four filters fold into "Filters" (open while one is set), so the first
          post is not a screen away; from sm up they always show (the ::details-content rule). */}
      <details
        open={activeFilters > 0}
        className="group min-w-0 sm:[&::details-content]:[content-visibility:visible]"
      >
        <summary className="flex h-11 cursor-pointer list-none items-center justify-between rounded-lg border border-slate-300 bg-white px-3.5 text-sm font-semibold text-ink sm:hidden [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2">
            <SlidersHorizontal className="size-4 text-muted" aria-hidden />
            Filters
            {activeFilters > 0 ? (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                {activeFilters}
              </span>
            ) : null}
          </span>
          <ChevronDown className="size-4 text-muted transition group-open:rotate-180" aria-hidden />
        </summary>
        <div className="mt-3 grid min-w-0 grid-cols-1 gap-3 sm:mt-0 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
          {(
            [
              ["status", "Status", "All statuses", postListStatuses, postStatusLabels],
              ["category", "Category", "All categories", withCurrent(categories, query.category), undefined],
              ["author", "Author", "All authors", withCurrent(authors, query.author), undefined],
              ["sort", "Sort by", undefined, postListSorts, postListSortLabels],
            ] as const
          ).map(([name, label, all, options, labels]) => (
            <SelectField
              key={name}
              id={`posts-${name}`}
              label={label}
              name={name}
              defaultValue={query[name] ?? ""}
              all={all}
              options={options}
              labels={labels}
            />
          ))}
          <Button type="submit" variant="outline">
            Apply
          </Button>
        </div>
      </details>
    </Form>
  );
}

/** A filter asked for in the address stays selectable even when no post has it any more. */
function withCurrent(options: string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : options;
}
