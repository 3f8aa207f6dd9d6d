/** Staff roles and what each may do (ADR 0032): a permission names the lowest role that has it. */

import { sentenceLabels } from "./utils";

/** Highest first. */
export const roles = ["owner", "administrator", "editor", "author", "contributor"] as const;
export type Role = (typeof roles)[number];

export const roleLabels = sentenceLabels(roles);

export const permissions = {
  /** Write posts and edit one's own drafts; use the editor, its image picker and preview links. */
  "posts.write": "contributor",
  /** Publish, schedule and unpublish one's own posts, and keep editing them once live. */
  "posts.publishOwn": "author",
  /** Generate hero images (into the shared library); uploading is the media library's (media.manage). */
  "media.upload": "author",
  /** Edit, publish and delete every post, and name any colleague as a post's author. */
  "posts.editAll": "editor",
  /** The media library: edit alt texts, delete images. */
  "media.manage": "editor",
  /** Be mailed of drafts waiting for review, see them on the dashboard, and send them back with a note. */
  "posts.review": "editor",
  /** Site and post analytics. */
  "analytics.view": "editor",
  /** Invite colleagues (an Editor only Authors and Contributors, see invitableRoles). */
  "staff.invite": "editor",
  /** Change roles, suspend, restore and remove colleagues. */
  "staff.manage": "administrator",
  /** Site settings: business details, time zone, notifications. */
  "settings.manage": "administrator",
  /** Personal data: leads, orders, subscribers and their exports (ADR 0032). */
  "personalData.view": "administrator",
  /** Give a lead to a colleague and set its follow-up; assignees must read leads (personalData.view). */
  "leads.assign": "administrator",
  /** Write notes on a lead and move it along the pipeline (new → contacted → qualified → won / lost). */
  "leads.note": "administrator",
  /** Newsletter sends: preview, test, send, pause, resume, cancel (the list is personalData.view's). */
  "newsletter.send": "editor",
  /** The audit trail (who signed in, published, exported...): it names colleagues and clients. */
  "audit.view": "administrator",
  /** Outgoing webhooks, which receive personal data: as high as personalData.view. */
  "webhooks.manage": "administrator",
  /** Hand the owner's role to a colleague. */
  "ownership.transfer": "owner",
} as const satisfies Record<string, Role>;
export type Permission = keyof typeof permissions;

/** Stored text to a role; anything unknown is the least powerful role, never more. */
export function toRole(value: unknown): Role {
  return roles.includes(value as Role) ? (value as Role) : "contributor";
}

const rank = (role: Role) => roles.length - roles.indexOf(role);

export function atLeast(role: Role, minimum: Role): boolean {
  return rank(role) >= rank(minimum);
}

export function can(role: Role, permission: Permission): boolean {
  return atLeast(role, permissions[permission]);
}

/** The roles a person may give: Administrators any but Owner; Editors Authors and Contributors. */
export function invitableRoles(role: Role): Role[] {
  if (can(role, "staff.manage")) return roles.filter((r) => r !== "owner");
  if (can(role, "staff.invite")) return ["author", "contributor"];
  return [];
}

/** What a post looks like to the rules: whose it is and whether it is (or is set to go) live. */
export type PostForRules = { authorId: string | null; isPublished: boolean };
export type StaffMember = { id: string; role: Role };

const owns = (actor: StaffMember, post: PostForRules) => post.authorId !== null && post.authorId === actor.id;

/** Open, save or delete it: every post for Editors, one's own otherwise (a Contributor's only while a draft). */
export function mayEditPost(actor: StaffMember, post: PostForRules): boolean {
  if (can(actor.role, "posts.editAll")) return true;
  if (!can(actor.role, "posts.write") || !owns(actor, post)) return false;
  return can(actor.role, "posts.publishOwn") || !post.isPublished;
}

/** A post with its publish date: live once published and that date has come. */
export type PostForReading = PostForRules & { publishedAt: Date | string };

/** See it before it is live: whoever may edit it, and its author. A live post every role reads. */
export function mayReadPost(actor: StaffMember, post: PostForReading, now = Date.now()): boolean {
  if (post.isPublished && new Date(post.publishedAt).getTime() <= now) return true;
  return mayEditPost(actor, post) || owns(actor, post);
}

/** mayReadPost over a whole list: true when the role reads every post, else the live ones and its own. */
export function readsEveryPost(role: Role): boolean {
  return can(role, "posts.editAll");
}

/** Publish, schedule or unpublish it. */
export function mayPublishPost(actor: StaffMember, post: PostForRules): boolean {
  if (can(actor.role, "posts.editAll")) return true;
  return can(actor.role, "posts.publishOwn") && owns(actor, post);
}

/** "Submit for review": a draft the actor may edit but not publish (a Contributor's own). */
export function maySubmitForReview(actor: StaffMember, post: PostForRules): boolean {
  return !post.isPublished && mayEditPost(actor, post) && !mayPublishPost(actor, post);
}
