import { type SQL, sql } from "drizzle-orm";
import type { AnalyticsDimension } from "../../db/schema";

/**
 * How raw views group into each aggregate dimension: the key, and which views count. One
 * definition serves the rollup job and the live reading of days not rolled up yet, so the
 * two can never disagree.
 *
 * Sources, referrers and campaigns look at entries only: a visit's later pages have our own
 * site as referrer and no UTM tags, and would otherwise all read as "direct".
 */
export const dimensionSql: Record<AnalyticsDimension, { key: SQL; where?: SQL }> = {
  total: { key: sql`''::text` },
  page: { key: sql`path` },
  entry: { key: sql`path`, where: sql`entry` },
  source: { key: sql`coalesce(utm_source, referrer_host, '')`, where: sql`entry` },
  referrer: { key: sql`coalesce(referrer_host, '')`, where: sql`entry` },
  campaign: {
    key: sql`json_build_array(utm_source, utm_medium, utm_campaign)::text`,
    where: sql`entry and (utm_source is not null or utm_medium is not null or utm_campaign is not null)`,
  },
  device: { key: sql`device` },
};

/** `select day, dimension, key, views, visitors` of raw views for days in [from, to], grouped. */
export function rawGroups(dimension: AnalyticsDimension, from: string, to: string): SQL {
  const { key, where } = dimensionSql[dimension];
  return sql`select day, ${dimension}::text as dimension, ${key} as key, count(*)::int as views,
    count(distinct visitor)::int as visitors
    from page_views where day between ${from} and ${to}${where ? sql` and ${where}` : sql``}
    group by day${dimension === "total" ? sql`` : sql`, ${key}`}`;
}
