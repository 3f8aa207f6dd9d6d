import { ChartLine, FileText, ImageIcon, Inbox, LayoutDashboard, Mail, Settings } from "lucide-react";
import type { ComponentType } from "react";

export type CmsSection = {
  /** The section's address. */
  path: string;
  /** The old `/cms/dashboard?tab=` value, still honoured by a redirect. */
  tab: string;
  label: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
};

/** The dashboard's sections, in order (spec 2.16's tabs); the first is the default. */
export const cmsSections: CmsSection[] = [
  { path: "/cms/dashboard", tab: "overview", label: "Overview", icon: LayoutDashboard },
  { path: "/cms/posts", tab: "posts", label: "Posts", icon: FileText },
  { path: "/cms/inbox", tab: "leads", label: "Leads", icon: Inbox },
  { path: "/cms/analytics", tab: "analytics", label: "Analytics", icon: ChartLine },
  { path: "/cms/media", tab: "media", label: "Media", icon: ImageIcon },
  { path: "/cms/newsletters", tab: "newsletters", label: "Newsletters", icon: Mail },
  { path: "/cms/settings", tab: "settings", label: "Settings", icon: Settings },
];

/** Where an old `?tab=` address now lives: its section, or the overview for any other value. */
export function sectionPathForTab(tab: string): string {
  return (cmsSections.find((item) => item.tab === tab) ?? cmsSections[0]).path;
}
