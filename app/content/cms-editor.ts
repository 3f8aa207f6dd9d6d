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

export const reviewPanelCopy = {
  pending:
    "Pending review: an Editor publishes or schedules it, or sends it back with a note. You can keep editing.",
  mayNotPublish:
    "Your role does not publish. When the draft is ready, submit it for review: the Editors get a mail.",
  /** After the author's name. */
  submitted:
    " submitted this draft for review. Publish it now (or set a date and schedule it with the button above), or send it back with a note.",
} as const;

/** Above the fields of a published post whose edits are not live yet. */
export const pendingEditsNote =
  "This post is published. Your edits are kept as unpublished changes: readers see them after you press Update.";

/** The media library's upload box. */
export const mediaUploadNote =
  "PNG, JPEG, WebP or GIF, up to 25 MB and 40 megapixels. Larger photos are scaled down to 2400 px on the longest side; each is saved as WebP with 1200 px and 600 px versions.";
