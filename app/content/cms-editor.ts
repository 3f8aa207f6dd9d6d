/** Copy of the CMS post editor (app/components/cms/post-editor). */

/** How a post goes out, in the editor's Newsletter panel. */
export const newsletterChoices = [
  { value: "site", label: "Publish to the site only", hint: "No e-mail is sent." },
  {
    value: "with-site",
    label: "Publish and email subscribers",
    hint: "A scheduled post is mailed when it goes live.",
  },
  { value: "email-only", label: "Email only", hint: "Mailed now; not shown on the site." },
] as const;

/** What the Review panel says once one of its forms went through. */
export const reviewDone = {
  "submit-review": "Submitted for review. The Editors have been told by mail.",
  "send-back": "Sent back to the author with your note.",
  "publish-review": "Post published",
} as const;
