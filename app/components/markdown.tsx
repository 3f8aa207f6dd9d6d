import type { ReactElement } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { cn } from "~/lib/utils";

type MdNode = { type: string; value?: string; children?: MdNode[] };

/** Raw HTML in a post is shown as text, so `<script>` or `onerror=` never reach the page as markup. */
function remarkHtmlAsText() {
  const blockParents = new Set(["root", "blockquote", "listItem"]);
  const visit = (node: MdNode) => {
    node.children = node.children?.map((child) => {
      if (child.type !== "html") return child;
      const text = { type: "text", value: child.value ?? "" };
      // A block of HTML becomes a paragraph of text; inline HTML stays inline.
      return blockParents.has(node.type) ? { type: "paragraph", children: [text] } : text;
    });
    node.children?.forEach(visit);
  };
  return (tree: MdNode) => visit(tree);
}

const remarkPlugins = [remarkGfm, remarkHtmlAsText];
const rehypePlugins = [rehypeSanitize];

/** The pipeline alone, for the newsletter mail (the same markdown with inline styles). */
export const markdownPipeline = { remarkPlugins, rehypePlugins } as const;

/** A GFM table, styled, scrolling inside its own box on a narrow screen rather than widening the page. */
const components: Components = {
  table: ({ node: _node, ...props }) => (
    <div className="my-6 overflow-x-auto rounded-xl border border-slate-200">
      <table
        className="w-full border-collapse text-left text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-4 [&_td]:py-2.5 [&_td]:align-top [&_th]:bg-slate-50 [&_th]:px-4 [&_th]:py-2.5 [&_th]:font-semibold [&_th]:text-ink [&_tbody_tr:nth-child(even)]:bg-slate-50/60"
        {...props}
      />
    </div>
  ),
};

/**
 * Element trees of recently rendered bodies, by their text: rendering markdown was the largest
 * cost of an uncached article render, and elements are immutable, so one tree serves every render
 * of the same text. Oldest out first past `maxKept`; longer bodies than `maxKeptLength` are not kept.
 */
const rendered = new Map<string, ReactElement>();
const maxKept = 32;
const maxKeptLength = 200_000;

function renderBody(content: string): ReactElement {
  const kept = rendered.get(content);
  if (kept) return kept;
  // react-markdown's synchronous renderer is a plain function of its props (no hooks).
  const element = ReactMarkdown({ children: content, remarkPlugins, rehypePlugins, components });
  if (content.length > maxKeptLength) return element;
  rendered.set(content, element);
  if (rendered.size > maxKept) rendered.delete(rendered.keys().next().value as string);
  return element;
}

/** The one markdown renderer (articles, CMS previews): GFM, raw HTML as text, sanitized output. */
export function Markdown({ content, className }: { content: string; className?: string }) {
  return (
    <div
      className={cn(
        "prose-article text-ink-soft [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink [&_li]:mt-2 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-5 [&_p]:leading-relaxed [&_strong]:text-ink [&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
        className,
      )}
    >
      {renderBody(content)}
    </div>
  );
}
