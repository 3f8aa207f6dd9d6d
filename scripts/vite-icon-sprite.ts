/**
 * Vite plugin (production build only): lucide-react icons as `<use>` of one sprite file.
 *
 * Every lucide icon module calls `createLucideIcon` from its package; this points that import at
 * app/lib/sprite-icon.ts, so the ~100 files that import icons stay as they are. The sprite holds
 * the icons the app's source imports from "lucide-react" (known before either build starts, so the
 * client and the server bundles name the same file: `__ICON_SPRITE__`); it is written into the
 * client build as assets/icons-<content hash>.svg, compressed and served immutable like the other
 * assets. The client build fails if it bundles an icon the sprite lacks (an import this scan
 * missed). The server writes the symbols a page uses into the page itself (app/lib/icon-symbols.server.ts),
 * so the file is requested only for icons drawn after hydration. The dev server and the tests keep
 * lucide's inline trees.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

type IconNode = [string, Record<string, string | number>][];

const iconModule = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)\.mjs$/;
const escapeAttribute = (value: string | number) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name)) yield file;
  }
}

/** Value names the app imports from "lucide-react" (type-only imports left out). */
function importedNames(appDir: string) {
  const names = new Set<string>();
  const imports = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
  for (const file of sourceFiles(appDir)) {
    for (const [, typeOnly, list] of fs.readFileSync(file, "utf8").matchAll(imports)) {
      if (typeOnly) continue;
      for (const item of list.split(",")) {
        const name = /^\s*(?!type\s)(\w+)/.exec(item)?.[1];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Export name -> icon file name, from the package's index. */
function iconFiles(lucideEsm: string) {
  const files = new Map<string, string>();
  const index = fs.readFileSync(path.join(lucideEsm, "lucide-react.mjs"), "utf8");
  for (const [, list, file] of index.matchAll(/export \{([^}]+)\} from '\.\/icons\/([^']+)\.mjs';/g))
    for (const [, name] of list.matchAll(/default as (\w+)/g)) files.set(name, file);
  return files;
}

async function buildSprite(root: string) {
  const lucideEsm = path.join(root, "node_modules/lucide-react/dist/esm");
  const byName = iconFiles(lucideEsm);
  const files = [
    ...new Set([...importedNames(path.join(root, "app"))].flatMap((name) => byName.get(name) ?? [])),
  ].sort();
  const symbols: string[] = [];
  // The same drawings as symbols a page can carry itself, by icon name, ids prefixed so that they
  // cannot meet an id of the page's own (app/lib/icon-symbols.server.ts).
  const inPage: Record<string, string> = {};
  const icons = new Map<string, { name: string; size: number }>();
  for (const file of files) {
    const { __iconData: icon } = (await import(
      pathToFileURL(path.join(lucideEsm, "icons", `${file}.mjs`)).href
    )) as {
      __iconData: { name: string; size?: number; node: IconNode };
    };
    const size = icon.size ?? 24;
    icons.set(file, { name: icon.name, size });
    const children = icon.node
      .map(([tag, attributes]) => {
        const written = Object.entries(attributes)
          .filter(([name]) => name !== "key")
          .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
          .join("");
        return `<${tag}${written}/>`;
      })
      .join("");
    symbols.push(`<symbol id="${icon.name}" viewBox="0 0 ${size} ${size}">${children}</symbol>`);
    inPage[icon.name] = `<symbol id="i-${icon.name}" viewBox="0 0 ${size} ${size}">${children}</symbol>`;
  }
  const source = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
  return { source, fileName: `assets/icons-${hash}.svg`, icons, inPage };
}

export function iconSprite(): Plugin {
  let sprite: Awaited<ReturnType<typeof buildSprite>>;
  let factory: string;
  return {
    name: "icon-sprite",
    apply: "build",
    enforce: "pre",
    async config(userConfig) {
      const root = path.resolve(userConfig.root ?? ".");
      sprite = await buildSprite(root);
      factory = path.join(root, "app/lib/sprite-icon.ts");
      const base = userConfig.base ?? "/";
      return {
        define: {
          __ICON_SPRITE__: JSON.stringify(`${base}${sprite.fileName}`),
          // Read by server code only, so no client bundle carries it.
          __ICON_SYMBOLS__: JSON.stringify(sprite.inPage),
        },
        // Bundled into the server build too, so the server renders the same <use>.
        ssr: { noExternal: ["lucide-react"] },
      };
    },
    resolveId(source, importer) {
      if (source === "../createLucideIcon.mjs" && importer && iconModule.test(importer)) return factory;
    },
    // An icon module keeps its name and size; its drawing is in the sprite, not in the script.
    load(id) {
      const name = iconModule.exec(id)?.[1];
      if (!name) return;
      const icon = sprite.icons.get(name);
      if (!icon) return;
      const data = JSON.stringify({ name: icon.name, size: icon.size, node: [] });
      return `import createLucideIcon from "../createLucideIcon.mjs";\nexport const __iconData = ${data};\nexport default createLucideIcon(__iconData);\n`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const id of Object.keys(chunk.modules)) {
          const name = iconModule.exec(id)?.[1];
          if (name && !sprite.icons.has(name))
            this.error(`lucide icon "${name}" is bundled but not in the sprite`);
        }
      }
      this.emitFile({ type: "asset", fileName: sprite.fileName, source: sprite.source });
    },
  };
}
