import { useRouteLoaderData } from "react-router";
import { timeZoneNames } from "~/content/time-zones";
import { reviewPlatforms } from "~/content/review-platforms";
import { site } from "~/content/site";
import { DEFAULT_TIME_ZONE, type HourGroupKey, hourGroups, phoneDigits } from "~/lib/business-hours";
import type { BusinessDetails } from "~/lib/schemas/site-settings";

/** What the pages read of the staff-edited settings (ADR 0028), in every page's root loader data. */
export type SiteSettings = { business: BusinessDetails; timeZone: string };

const reviewLinkDefaults = Object.fromEntries(
  reviewPlatforms.filter((platform) => platform.url).map((platform) => [platform.id, platform.url]),
) as BusinessDetails["reviewLinks"];

/** Today's values in app/content (site.ts, review-platforms.ts): what the site shows until staff save. */
export const defaultBusinessDetails: BusinessDetails = {
  name: site.name,
  phone: site.phone,
  email: site.email,
  address: { ...site.address },
  hours: Object.fromEntries(
    hourGroups.map((group) => {
      const row = site.hours.find((hours) => hours.days === group.days);
      return [group.key, { opens: row?.opens ?? "", closes: row?.closes ?? "" }];
    }),
  ) as Record<HourGroupKey, { opens: string; closes: string }>,
  reviewLinks: reviewLinkDefaults,
  social: { ...site.social },
};

export const defaultSiteSettings: SiteSettings = {
  business: defaultBusinessDetails,
  timeZone: DEFAULT_TIME_ZONE,
};

/** "09:00" as "9:00 AM". */
export function clockLabel(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/** "09:00" as "9AM", "09:30" as "9:30AM". */
export function compactClock(time: string): string {
  return clockLabel(time).replace(":00", "").replace(" ", "");
}

/** The zones the Settings form offers (the API takes any IANA zone). */
export const timeZoneChoices: readonly string[] = [...Object.keys(timeZoneNames), "UTC"];

/** A zone as people name it ("Central Time"): a fixed table, as ICUs' names differ and break hydration. */
export function zoneName(timeZone: string): string {
  return timeZoneNames[timeZone] ?? `${timeZone.replace(/_/g, " ")} time`;
}

/** The business details in the forms the pages show them (links, one-line address, hour labels). */
export function describeBusiness(details: BusinessDetails) {
  const digits = phoneDigits(details.phone);
  const { address } = details;
  return {
    ...details,
    phoneHref: `tel:+${digits.length === 10 ? `1${digits}` : digits}`,
    emailHref: `mailto:${details.email}`,
    formattedAddress: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
    hours: hourGroups.map((group) => {
      const { opens, closes } = details.hours[group.key];
      return {
        ...group,
        opens: opens || null,
        closes: closes || null,
        label: opens && closes ? `${clockLabel(opens)} - ${clockLabel(closes)}` : "Closed",
      };
    }),
  };
}
export type Business = ReturnType<typeof describeBusiness>;

type RootData = { settings?: SiteSettings } | undefined;

/** The settings from route matches (meta functions); the defaults when the root has no data. */
export function siteSettingsFrom(
  // biome-ignore lint/suspicious/noExplicitAny: route matches carry each route's own loader data
  matches: ReadonlyArray<{ id: string; data?: any } | undefined>,
): SiteSettings {
  const root = matches.find((match) => match?.id === "root");
  return (root?.data as RootData)?.settings ?? defaultSiteSettings;
}

export function useSiteSettings(): SiteSettings {
  return (useRouteLoaderData("root") as RootData)?.settings ?? defaultSiteSettings;
}

/** The agency's business details as the page shows them. */
export function useBusiness(): Business {
  return describeBusiness(useSiteSettings().business);
}

/** The site's time zone, in which every displayed time is read. */
export function useTimeZone(): string {
  return useSiteSettings().timeZone;
}
