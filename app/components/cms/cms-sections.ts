import {
  ChartLine,
  FileText,
  ImageIcon,
  Inbox,
  LayoutDashboard,
  Mail,
  ScrollText,
  Settings,
  Users,
} from "lucide-react";
import type { ComponentType } from "react";
import { can, type Permission, type Role } from "~/lib/permissions";

export type CmsSection = {
  /** The section's address. */
  path: string;
  /** The old `/cms/dashboard?tab=` value, still honoured by a redirect. */
  tab: string;
  label: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  /** Who sees it (the route's loader enforces the same permission). */
  permission: Permission;
};

/** The dashboard's sections, in order (spec 2.16's tabs); the first is the default. */
export const cmsSections: CmsSection[] = [
  {
    path: "/cms/dashboard",
    tab: "overview",
    label: "Overview",
    icon: LayoutDashboard,
    permission: "posts.write",
  },
  { path: "/cms/posts", tab: "posts", label: "Posts", icon: FileText, permission: "posts.write" },
  { path: "/cms/inbox", tab: "leads", label: "Leads", icon: Inbox, permission: "personalData.view" },
  {
    path: "/cms/analytics",
    tab: "analytics",
    label: "Analytics",
    icon: ChartLine,
    permission: "analytics.view",
  },
  { path: "/cms/media", tab: "media", label: "Media", icon: ImageIcon, permission: "media.manage" },
  {
    path: "/cms/newsletters",
    tab: "newsletters",
    label: "Newsletters",
    icon: Mail,
    permission: "newsletter.send",
  },
  { path: "/cms/staff", tab: "staff", label: "Staff", icon: Users, permission: "staff.invite" },
  { path: "/cms/settings", tab: "settings", label: "Settings", icon: Settings, permission: "posts.write" },
  { path: "/cms/audit", tab: "audit", label: "Audit", icon: ScrollText, permission: "audit.view" },
];

/** The sections a role may open: the navigation hides the rest. */
export function sectionsFor(role: Role): CmsSection[] {
  return cmsSections.filter((section) => can(role, section.permission));
}

/** Where an old `?tab=` address now lives: its section, or the overview for any other value. */
export function sectionPathForTab(tab: string): string {
  return (cmsSections.find((item) => item.tab === tab) ?? cmsSections[0]).path;
}
