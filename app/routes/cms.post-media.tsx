import { data } from "react-router";
import { requirePermission } from "~/.server/http/guards";
import { searchMedia } from "~/.server/services/media/media";
import type { Route } from "./+types/cms.post-media";

/**
 * The editor's image picker reads the library through this resource route (useFetcher.load):
 * one page of images matching ?q= (file name or alt text), ?page= from 1.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, "posts.write");
  const url = new URL(request.url);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const result = await searchMedia({
    query: url.searchParams.get("q") ?? "",
    page: Number.isSafeInteger(page) ? page : 1,
  });
  return data(result, { headers: { "Cache-Control": "no-store" } });
}
