import {
  ChartLine,
  FileText,
  ImageIcon,
  Inbox,
  LayoutDashboard,
  Mail,
  ScrollText,
  Settings,
  type LucideIcon,
  Users,
} from "lucide-react";
import { can, type Permission, type Role } from "~/lib/permissions";

/**
 * The dashboard's sections, in order (spec 2.16's tabs); the first is the default. Each: its
 * address, the old `/cms/dashboard?tab=` value (still redirected), its label and icon, and who sees
 * it (the route's loader enforces the same permission).
 */
const cmsSections = (
  [
    ["/cms/dashboard", "overview", "Overview", LayoutDashboard, "posts.write"],
    ["/cms/posts", "posts", "Posts", FileText, "posts.write"],
    ["/cms/inbox", "leads", "Leads", Inbox, "personalData.view"],
    ["/cms/analytics", "analytics", "Analytics", ChartLine, "analytics.view"],
    ["/cms/media", "media", "Media", ImageIcon, "media.manage"],
    ["/cms/newsletters", "newsletters", "Newsletters", Mail, "newsletter.send"],
    ["/cms/staff", "staff", "Staff", Users, "staff.invite"],
    ["/cms/settings", "settings", "Settings", Settings, "posts.write"],
    ["/cms/audit", "audit", "Audit", ScrollText, "audit.view"],
  ] satisfies [string, string, string, LucideIcon, Permission][]
).map(([path, tab, label, icon, permission]) => ({ path, tab, label, icon, permission }));

/** The sections a role may open: the navigation hides the rest. */
export function sectionsFor(role: Role) {
  return cmsSections.filter((section) => can(role, section.permission));
}

/** Where an old `?tab=` address now lives: its section, or the overview for any other value. */
export function sectionPathForTab(tab: string): string {
  return (cmsSections.find((item) => item.tab === tab) ?? cmsSections[0]).path;
}
