/** Copy of the CMS shell's error view (app/components/cms/cms-error-panel.tsx). */
export const cmsErrorScreen = {
  /** The status code follows, as its own text node. */
  statusPrefix: "Error ",
  notFound: {
    title: "Not found",
    text: "This item does not exist or has been deleted.",
  },
  /** A refusal (403) whose own message, the role's, is shown under this title. */
  forbidden: {
    title: "Not allowed",
    text: "Your role does not allow this. Ask an administrator if you need it.",
  },
  failed: {
    title: "Something went wrong",
    text: "The page could not be loaded. Please try again in a moment.",
  },
  dashboard: "Back to the dashboard",
} as const;
