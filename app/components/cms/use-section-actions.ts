import { useMemo } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { DashboardActions } from "./types";

/** What a section can ask for: the editor's pages, or a reload of the loaders' data. */
export function useSectionActions(): DashboardActions {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return useMemo(
    () => ({
      newPost: () => navigate("/cms/posts/new"),
      editPost: (post) => navigate(`/cms/posts/${encodeURIComponent(post.id)}`),
      refresh: () => void revalidator.revalidate(),
    }),
    [navigate, revalidator],
  );
}
