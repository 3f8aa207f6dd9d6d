import { FileText, ImageIcon, Inbox, LayoutDashboard, Settings } from "lucide-react";
import type { ComponentType } from "react";
import { LeadsTab } from "./leads-tab";
import { MediaTab } from "./media-tab";
import { OverviewTab } from "./overview-tab";
import { PostsTab } from "./posts-tab";
import { SettingsTab } from "./settings-tab";
import type { DashboardTabProps } from "./types";

export type DashboardTab = {
  /** The `?tab=` value. */
  value: string;
  label: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  Component: ComponentType<DashboardTabProps>;
};

/**
 * The dashboard's tabs, in order. Adding a tab is one entry here and one component file;
 * the first entry is the default.
 */
export const dashboardTabs: DashboardTab[] = [
  { value: "overview", label: "Overview", icon: LayoutDashboard, Component: OverviewTab },
  { value: "posts", label: "Posts", icon: FileText, Component: PostsTab },
  { value: "leads", label: "Leads", icon: Inbox, Component: LeadsTab },
  { value: "media", label: "Media", icon: ImageIcon, Component: MediaTab },
  { value: "settings", label: "Settings", icon: Settings, Component: SettingsTab },
];

export function tabFromSearch(value: string | null): string {
  return dashboardTabs.some((tab) => tab.value === value)
    ? (value as string)
    : (dashboardTabs[0]?.value ?? "overview");
}
