/**
 * Vite plugin (production build only): a function a page carries as an inline script
 * (`fn.toString()`: the visit's attribution, the native behaviours, the hydration-on-intent loader)
 * is carried minified. The build replaces `fn.toString()` with the function's own source, minified
 * by esbuild, as a string: the bundle would otherwise print it in full whatever its minify setting
 * (the server build is not minified). Such a function is self-contained already (it runs in the
 * page, apart from its module). Stored pages hash whatever text they carry (ADR 0054).
 */
import { transform } from "esbuild";
import ts from "typescript";
import type { Plugin } from "vite";

const carriedInline =
  /app[\\/](lib[\\/]attribution|lib[\\/]after-paint|components[\\/]layout[\\/]native-behaviours|lib[\\/]hydration[\\/]on-intent)\.ts$/;

async function minifiedSources(code: string, file: string) {
  const names = new Set([...code.matchAll(/\b(\w+)\.toString\(\)/g)].map((match) => match[1]));
  const sources = new Map<string, string>();
  const tree = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  for (const statement of tree.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name || !names.has(statement.name.text)) continue;
    const text = code.slice(statement.getStart(tree), statement.end).replace(/^export\s+/, "");
    // Assigned, or the minifier drops the unused expression.
    const { code: minified } = await transform(`var carried=(${text})`, {
      loader: "ts",
      minify: true,
      target: "es2022",
    });
    const source = /^var carried=([\s\S]+?);?\s*$/.exec(minified)?.[1];
    if (source) sources.set(statement.name.text, source);
  }
  return sources;
}

export function minifiedInlineScripts(): Plugin {
  return {
    name: "minified-inline-scripts",
    apply: "build",
    enforce: "pre",
    async transform(code, id) {
      if (!carriedInline.test(id)) return;
      const sources = await minifiedSources(code, id);
      if (sources.size === 0) this.error(`${id}: no function carried inline was found`);
      return code.replace(/\b(\w+)\.toString\(\)/g, (call, name: string) =>
        sources.has(name) ? JSON.stringify(sources.get(name)) : call,
      );
    },
  };
}
